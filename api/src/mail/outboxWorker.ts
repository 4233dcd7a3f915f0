import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database';
import { BackgroundLoop } from '../lib/backgroundLoop';
import { untilNextDue } from '../repositories/dueQueues';
import {
  claimDueMail,
  recordDelivered,
  recordFailure,
  releaseAllClaims,
  releaseClaim,
  type ClaimedMail,
} from '../repositories/mail';

/** How a message is handed over: SMTP, or the local outbox, which only records it (see /_dev/mail). */
export interface MailTransport {
  readonly name: string;
  /** Hands the message over; `signal` aborts the attempt (it then counts as failed and is retried). */
  send(mail: ClaimedMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

export interface OutboxTiming {
  /** Attempts per message before it is marked failed for good. */
  maxAttempts: number;
  /** Wait after the first failed attempt; each further one doubles it, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claim lasts: longer than any send may take, or a slow send would be sent twice. */
  claimMs: number;
  /** How often to look for due mail when nothing wakes the worker (mail enqueued by another instance). */
  pollMs: number;
  /** How long stopping waits for a send in progress before aborting it. */
  stopTimeoutMs: number;
}

/**
 * 10 attempts, 30 s after the first failure and doubling up to an hour between attempts: a message is retried for
 * about 3 hours (30 s + 1 + 2 + 4 + 8 + 16 + 32 + 60 + 60 min) before it is marked failed.
 */
export const defaultOutboxTiming: OutboxTiming = {
  maxAttempts: 10,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  claimMs: 5 * 60_000,
  pollMs: 5_000,
  stopTimeoutMs: 10_000,
};

/** The wait after failed attempt number `attempt` (1 for the first). */
export function retryDelayMs(
  attempt: number,
  timing: Pick<OutboxTiming, 'firstRetryDelayMs' | 'maxRetryDelayMs'>,
): number {
  return Math.min(timing.firstRetryDelayMs * 2 ** (attempt - 1), timing.maxRetryDelayMs);
}

/** A 5xx answer to the recipient or the message itself is final (RFC 5321); anything else may pass on another try. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

function describe(error: unknown): string {
  const { message, responseCode } = error as { message?: string; responseCode?: number };
  return `${responseCode ? `${responseCode} ` : ''}${message ?? String(error)}`;
}

const BATCH = 20;
const MIN_SLEEP_MS = 20;

/**
 * Sends queued mail: claims due messages, hands each to the transport, records delivered, retry-at or failed. Woken
 * at once when this process enqueues mail; otherwise it sleeps until the next message falls due, `pollMs` at most.
 * Delivery is at least once: a crash between the SMTP server's acceptance and the "delivered" record sends the
 * message again after its claim expires, under the same Message-ID.
 */
export class OutboxWorker extends BackgroundLoop {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private sending: AbortController | null = null;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly timing: OutboxTiming,
    private readonly options: { recoverClaims: boolean; warn: (message: string) => void },
  ) {
    super((error: unknown) => options.warn(`Mail outbox stopped: ${describe(error)}`));
  }

  /**
   * Stops after the send in progress, aborting it after `stopTimeoutMs` (it is then retried by the next worker);
   * claimed messages not yet tried are given back.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    const timer = setTimeout(
      () => this.sending?.abort(new Error('the mail worker is stopping')),
      this.timing.stopTimeoutMs,
    );
    await this.halt();
    clearTimeout(timer);
  }

  protected async run(): Promise<void> {
    if (this.options.recoverClaims) {
      const released = await releaseAllClaims(this.db).catch((error: unknown) => {
        this.options.warn(`Mail outbox: could not release old claims: ${describe(error)}`);
        return 0;
      });
      if (released)
        this.options.warn(
          `Mail outbox: ${released} message(s) were being sent when the last process ended; sending them again.`,
        );
    }
    while (this.running) {
      this.beginPass();
      let claimed: ClaimedMail[] = [];
      try {
        claimed = await claimDueMail(this.db, { workerId: this.workerId, limit: BATCH, claimMs: this.timing.claimMs });
        for (const [index, mail] of claimed.entries()) {
          if (!this.running) {
            for (const untried of claimed.slice(index)) await releaseClaim(this.db, untried);
            return;
          }
          await this.deliver(mail);
        }
      } catch (error) {
        // The database went away or refused: try again at the next poll; claims taken meanwhile expire by themselves.
        this.options.warn(`Mail outbox: ${describe(error)}`);
        await this.sleep(this.timing.pollMs);
        continue;
      }
      if (!this.running) return;
      if (claimed.length === BATCH) continue;
      const due = await untilNextDue(this.db, 'mail_messages').catch(() => null);
      // A message due now that could not be claimed is being claimed by another worker: look again shortly, not in a spin.
      await this.sleep(Math.max(MIN_SLEEP_MS, Math.min(due ?? this.timing.pollMs, this.timing.pollMs)));
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.sendWithinClaim(mail);
    } catch (error) {
      const final = isPermanent(error) || mail.attempts >= this.timing.maxAttempts;
      await recordFailure(this.db, mail, describe(error), final ? null : retryDelayMs(mail.attempts, this.timing));
      return;
    }
    if (!(await recordDelivered(this.db, mail, this.transport.name))) {
      this.options.warn(
        `Mail outbox: message ${mail.id} was sent after its claim expired; another attempt may send it again (${mail.message_id}).`,
      );
    }
  }

  /** A send is aborted before its claim expires, so no other worker claims the message while it is still going out. */
  private async sendWithinClaim(mail: ClaimedMail): Promise<void> {
    const limit = Math.floor(this.timing.claimMs * 0.8);
    const sending = new AbortController();
    const timer = setTimeout(() => sending.abort(new Error(`no answer within ${limit} ms`)), limit);
    this.sending = sending;
    try {
      await this.transport.send(mail, sending.signal);
    } finally {
      clearTimeout(timer);
      this.sending = null;
    }
  }
}

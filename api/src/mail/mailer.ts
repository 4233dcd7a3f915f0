import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/database';
import { enqueueMail, type ClaimedMail, type OutgoingMail } from '../repositories/mail';
import { defaultOutboxTiming, OutboxWorker, type MailTransport, type OutboxTiming } from './outboxWorker';

export type { OutgoingMail } from '../repositories/mail';

function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a send must end well within its claim (OutboxTiming.claimMs), or it would be claimed again.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    send: async (mail: ClaimedMail, signal: AbortSignal) => {
      await transport.sendMail({
        signal,
        from: mail.from_address,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: mail.message_id,
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL, "sending" is recording: the message stays in mail_messages, listed at /_dev/mail. */
const localOutbox: MailTransport = { name: 'outbox', send: async () => undefined, close: () => undefined };

export interface MailServiceOptions {
  timing?: Partial<OutboxTiming>;
  /**
   * Release every claim when the worker starts: right only where no other process can use the database (PGlite behind
   * the data directory lock), so every claim found then was left by a process that died mid-send.
   */
  recoverClaims?: boolean;
  warn?: (message: string) => void;
}

/**
 * Mail through a durable outbox. `send` records the message (status queued) and returns; the worker sends it, over
 * SMTP when SMTP_URL is set, else to the local outbox, and records delivered, or failed with the error after the
 * attempts run out. Queued mail survives a crash or restart and is sent by the next worker.
 */
export class MailService {
  private readonly transport: MailTransport;
  private readonly worker: OutboxWorker;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
    options: MailServiceOptions = {},
  ) {
    this.transport = smtpUrl ? smtpTransport(smtpUrl) : localOutbox;
    this.worker = new OutboxWorker(
      db,
      this.transport,
      { ...defaultOutboxTiming, ...options.timing },
      {
        recoverClaims: options.recoverClaims ?? false,
        warn: options.warn ?? ((message) => console.warn(message)),
      },
    );
  }

  get transportName(): string {
    return this.transport.name;
  }

  /**
   * Records the message for sending and returns its id. With `tx`, the caller's transaction, the message exists
   * exactly when the caller's own write does; the caller then calls wake() once that transaction has committed (the
   * worker would otherwise find it at its next poll). Without `tx` it is recorded and the worker woken at once.
   */
  async send(mail: OutgoingMail, tx?: Queryable): Promise<number> {
    const id = await enqueueMail(tx ?? this.db, mail);
    if (!tx) this.wake();
    return id;
  }

  /** Tells the worker that mail was just recorded (committed), so it sends now rather than at its next poll. */
  wake(): void {
    this.worker.wake();
  }

  start(): void {
    this.worker.start();
  }

  /**
   * Resolves once the outbox has nothing due queued and nothing in flight: every message recorded (and committed)
   * before the call has been handed over, or has failed for now or for good. At once when the worker is stopped. Tests
   * wait for it before asserting that a mail was not sent (then read the SMTP server's received mail); a shutdown may
   * wait for it to send what is due first.
   */
  idle(): Promise<void> {
    return this.worker.idle();
  }

  /** Stops the worker (after the send in progress) and closes the SMTP connection. */
  async close(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }
}

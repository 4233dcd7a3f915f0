import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { BackgroundLoop } from '../lib/backgroundLoop';
import { retryDelayMs } from '../mail/outboxWorker';
import type { ImageStorage } from '../media/storage';
import type { ClaimedScoring, PhotoScoringQueue } from '../repositories/photoScoring';
import type { NudityClassifier } from './classifier';
import type { PhotoReviewService } from './photoReviewService';

export interface ScoringTiming {
  /** Attempts per photo before its job is marked failed (the photo then waits for a moderator, unscored). */
  maxAttempts: number;
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long a claim lasts: far longer than a photo takes (about 0.1 s; the first one also loads the model). */
  claimMs: number;
  /** How often to look for jobs when nothing wakes the worker (a photo uploaded through another process). */
  pollMs: number;
  /** The classifier's thread and model (about 270 MB) are let go after this long without a photo. */
  idleCloseMs: number;
}

export const defaultScoringTiming: ScoringTiming = {
  maxAttempts: 5,
  firstRetryDelayMs: 30_000,
  maxRetryDelayMs: 30 * 60_000,
  claimMs: 2 * 60_000,
  pollMs: 5_000,
  idleCloseMs: 10 * 60_000,
};

const BATCH = 4;
const MIN_SLEEP_MS = 20;

/** A photo whose file is gone or unreadable will not score on another try. */
function isPermanent(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'ENOENT' || /unsupported image format|Input buffer/i.test(message ?? '');
}

const describe = (error: unknown) => (error as { message?: string }).message ?? String(error);

/**
 * Scores queued photos (docs/operators.md "Photo review"), one after the other: claims due jobs, reads each photo,
 * has the classifier score it and the review service apply the site's settings, or records the failure for a later
 * try. Every server process runs one; the model loads on the first photo, not at start. Woken at once when this
 * process queues a photo; otherwise it sleeps until the next job falls due, `pollMs` at most.
 */
export class PhotoScoringWorker extends BackgroundLoop {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private lastScoredAt = 0;

  constructor(
    private readonly deps: {
      queue: PhotoScoringQueue;
      storage: ImageStorage;
      classifier: NudityClassifier;
      reviews: PhotoReviewService;
      timing: ScoringTiming;
      /** Release every claim at start: only where no other process can use the database (PGlite). */
      recoverClaims: boolean;
      warn: (message: string) => void;
    },
  ) {
    super((error: unknown) => deps.warn(`Photo scoring stopped: ${describe(error)}`));
  }

  /** Stops after the photo in progress; claimed photos not yet tried are given back; the classifier's thread ends. */
  async stop(): Promise<void> {
    await this.halt();
    await this.deps.classifier.close();
  }

  protected async run(): Promise<void> {
    const { queue, timing, warn } = this.deps;
    if (this.deps.recoverClaims) {
      const released = await queue.releaseAll().catch(() => 0);
      if (released)
        warn(`Photo scoring: ${released} photo(s) were being scored when the last process ended; scoring them again.`);
    }
    while (this.running) {
      this.beginPass();
      let claimed: ClaimedScoring[] = [];
      try {
        claimed = await queue.claimDue({ workerId: this.workerId, limit: BATCH, claimMs: timing.claimMs });
        for (const [index, job] of claimed.entries()) {
          if (!this.running) {
            for (const untried of claimed.slice(index)) await queue.release(untried);
            return;
          }
          await this.score(job);
        }
      } catch (error) {
        warn(`Photo scoring: ${describe(error)}`);
        await this.sleep(timing.pollMs);
        continue;
      }
      if (!this.running) return;
      if (claimed.length === BATCH) continue;
      if (this.lastScoredAt && Date.now() - this.lastScoredAt > timing.idleCloseMs) {
        this.lastScoredAt = 0;
        await this.deps.classifier.close();
      }
      const due = await queue.untilNextDue().catch(() => null);
      await this.sleep(Math.max(MIN_SLEEP_MS, Math.min(due ?? timing.pollMs, timing.pollMs)));
    }
  }

  private async score(job: ClaimedScoring): Promise<void> {
    const { queue, storage, classifier, reviews, timing, warn } = this.deps;
    try {
      const image = await storage.read(job.filename);
      const result = await this.withinClaim(classifier.score(image));
      this.lastScoredAt = Date.now();
      if (!(await reviews.applyScore(job, result)))
        warn(
          `Photo scoring: photo ${job.photo_id} was scored after its claim expired; another worker scores it again.`,
        );
    } catch (error) {
      const final = isPermanent(error) || job.attempts >= timing.maxAttempts;
      await queue.recordFailure(job, describe(error), final ? null : retryDelayMs(job.attempts, timing));
    }
  }

  /** A score that takes most of the claim means a stuck thread: it is ended (the next photo starts a new one). */
  private async withinClaim<T>(work: Promise<T>): Promise<T> {
    const limit = Math.floor(this.deps.timing.claimMs * 0.8);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        void this.deps.classifier.close();
        reject(new Error(`no score within ${limit} ms`));
      }, limit);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

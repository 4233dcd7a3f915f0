import type { Queryable } from '../db/database';
import { untilNextDue } from './dueQueues';

/** A scoring job a worker has claimed; `attempts` (this attempt's number) is the claim's token. */
export interface ClaimedScoring {
  photo_id: number;
  site_id: number;
  attempts: number;
  filename: string;
}

/** Queues a photo for the classifier. Run it in the transaction that stores the photo. */
export async function enqueueScoring(tx: Queryable, photoId: number, siteId: number): Promise<void> {
  await tx.query('insert into photo_scoring_jobs (photo_id, site_id) values ($1, $2) on conflict do nothing', [
    photoId,
    siteId,
  ]);
}

/**
 * The photo scoring queue (migration 020), durable like the mail outbox (repositories/mail.ts): a claim moves the
 * job's due time to the claim's expiry, so a job whose worker died falls due again by itself, and SKIP LOCKED lets
 * the workers of several server processes claim side by side.
 */
export class PhotoScoringQueue {
  constructor(private readonly db: Queryable) {}

  async claimDue(options: { workerId: string; limit: number; claimMs: number }): Promise<ClaimedScoring[]> {
    return this.db.query<ClaimedScoring>(
      `with claimed as (
         update photo_scoring_jobs j
            set attempts = j.attempts + 1, claimed_by = $1, last_attempt_at = now(),
                next_attempt_at = now() + make_interval(secs => $2)
          where j.photo_id in (select photo_id from photo_scoring_jobs
                                where status = 'queued' and next_attempt_at <= now()
                                order by next_attempt_at, photo_id
                                limit $3
                                  for update skip locked)
          returning j.photo_id, j.site_id, j.attempts)
       select c.photo_id, c.site_id, c.attempts, i.filename
         from claimed c join profile_images i on i.id = c.photo_id
        order by c.photo_id`,
      [options.workerId, options.claimMs / 1000, options.limit],
    );
  }

  /**
   * Marks the job done, in the transaction that records its outcome; false when the claim had expired and another
   * worker has the job now (then the caller records nothing).
   */
  async complete(tx: Queryable, job: ClaimedScoring): Promise<boolean> {
    const rows = await tx.query(
      `update photo_scoring_jobs set status = 'done', done_at = now(), claimed_by = null, error = ''
        where photo_id = $1 and attempts = $2 and status = 'queued' returning photo_id`,
      [job.photo_id, job.attempts],
    );
    return rows.length > 0;
  }

  /** A failed attempt: due again after `retryInMs`, or failed for good when that is null. */
  async recordFailure(job: ClaimedScoring, error: string, retryInMs: number | null): Promise<void> {
    await this.db.query(
      `update photo_scoring_jobs
          set status = case when $4::float8 is null then 'failed' else 'queued' end,
              next_attempt_at = case when $4::float8 is null then next_attempt_at else now() + make_interval(secs => $4::float8) end,
              error = $3, claimed_by = null
        where photo_id = $1 and attempts = $2 and status = 'queued'`,
      [job.photo_id, job.attempts, error.slice(0, 1000), retryInMs === null ? null : retryInMs / 1000],
    );
  }

  /** Gives back a claim not worked on (the worker is stopping): due at once, the attempt uncounted. */
  async release(job: ClaimedScoring): Promise<void> {
    await this.db.query(
      `update photo_scoring_jobs set attempts = attempts - 1, next_attempt_at = now(), claimed_by = null
        where photo_id = $1 and attempts = $2 and status = 'queued'`,
      [job.photo_id, job.attempts],
    );
  }

  /** Every claimed job due now: only where no other process can use the database (PGlite), as for the outbox. */
  async releaseAll(): Promise<number> {
    const rows = await this.db.query(
      `update photo_scoring_jobs set next_attempt_at = now(), claimed_by = null
        where status = 'queued' and claimed_by is not null returning photo_id`,
    );
    return rows.length;
  }

  /** Milliseconds until the next queued job falls due (0 if one is due now), or null when none is queued. */
  untilNextDue(): Promise<number | null> {
    return untilNextDue(this.db, 'photo_scoring_jobs');
  }
}

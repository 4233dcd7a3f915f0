import type { Queryable } from '../db/database';

/** The durable work queues whose workers sleep until the next job falls due (repositories/mail.ts, photoScoring.ts). */
export type DueQueue = 'mail_messages' | 'photo_scoring_jobs';

/**
 * Milliseconds until the queue's next queued job falls due, 0 when one is due now, null when nothing is queued (the
 * worker then sleeps its full poll: an empty queue must not read as "due now", or the worker spins).
 */
export async function untilNextDue(db: Queryable, queue: DueQueue): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `select ceil(extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms from ${queue} where status = 'queued'`,
  );
  return row?.ms == null ? null : Math.max(0, row.ms);
}

import type { Database } from '../db/database';

/** A limit's count for one key: hits in the current window and the milliseconds until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/**
 * Rate-limit windows on the PostgreSQL server (migration 026): a fixed window per key, started by its first hit,
 * as @fastify/rate-limit's Redis store counts them. One statement per hit, so two nodes counting the same key at
 * once both see the other's hit.
 */
export class RateLimitCounters {
  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const [row] = await this.db.query<{ hits: number; ttl: string }>(
      `insert into rate_limit_counters as counter (key, hits, window_ends_at)
       values ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
       on conflict (key) do update
          set hits = case when counter.window_ends_at <= clock_timestamp() then 1 else counter.hits + 1 end,
              window_ends_at = case when counter.window_ends_at <= clock_timestamp() then excluded.window_ends_at
                                    else counter.window_ends_at end
       returning hits, greatest(0, ceil(extract(epoch from window_ends_at - clock_timestamp()) * 1000))::bigint as ttl`,
      [key, windowMs],
    );
    return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? windowMs) };
  }

  async read(key: string): Promise<RateLimitCount> {
    const [row] = await this.db.query<{ hits: number; ttl: string }>(
      `select hits, ceil(extract(epoch from window_ends_at - clock_timestamp()) * 1000)::bigint as ttl
         from rate_limit_counters where key = $1 and window_ends_at > clock_timestamp()`,
      [key],
    );
    return row ? { current: row.hits, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  /** Windows that ended; the hourly sweep calls it. */
  async purgeEnded(): Promise<void> {
    await this.db.query('delete from rate_limit_counters where window_ends_at < clock_timestamp()');
  }
}

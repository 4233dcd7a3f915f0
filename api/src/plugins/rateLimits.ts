import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitCounters } from '../repositories/rateLimitCounters';

/**
 * A route's limit per client address (`config` of the route). RATE_LIMIT_FACTOR multiplies every one of them: the
 * end-to-end tests run every browser from 127.0.0.1, and an operator can loosen or tighten them all at once.
 */
export function perAddress(app: FastifyInstance, max: number, timeWindow: string) {
  return { rateLimit: { max: max * app.ctx.config.rateLimitFactor, timeWindow } };
}

/** Where the limits count: shared by every API node unless the database is the embedded one. */
export function rateLimitStoreKind(redisUrl: string | undefined, database: 'pglite' | 'postgres') {
  if (redisUrl) return 'redis';
  return database === 'postgres' ? 'postgres' : 'memory';
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface on PostgreSQL: the plugin makes one with its options, then a child per
 * route (and per `createRateLimit`), each counting under its own key prefix as the Redis store does.
 */
export function postgresRateLimitStore(counters: RateLimitCounters, log: FastifyBaseLogger) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rl:';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => {
          log.warn({ err: error }, 'rate-limit store (PostgreSQL)');
          callback(error);
        },
      );
    }

    read(key: string, callback: Callback) {
      counters.read(this.prefix + key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    // The plugin hands its merged route options in, with the route under `routeInfo` (its typings omit it).
    child(routeOptions: object) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : String(method ?? '');
      return new PostgresRateLimitStore(`${this.prefix}${methods}${url ?? ''}-`);
    }
  };
}

/**
 * Registers @fastify/rate-limit with a store every API node shares (docs/scaling.md "Rate limits"): Redis when
 * REDIS_URL is set, else the PostgreSQL server (DATABASE_URL), so ten wrong logins a minute are ten whichever node
 * answers, and a restart forgives nothing. The embedded single-process server counts in its memory. Should the
 * store fail, requests pass and the failure is logged: an outage of Redis must not take the whole site down, and
 * the per-account login delay (repositories/loginThrottle.ts) still holds, in the database.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const options: RateLimitPluginOptions = {
    global: false,
    skipOnError: true,
  };
  const kind = rateLimitStoreKind(config.redisUrl, app.ctx.db.kind);
  if (kind === 'redis') {
    // Connected before the server listens: a node that cannot reach its Redis refuses to start rather than count alone.
    const redis = new Redis(config.redisUrl as string, {
      lazyConnect: true,
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis)'));
    app.addHook('onReady', async () => redis.connect());
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    options.redis = redis;
    options.nameSpace = 'rl:';
  } else if (kind === 'postgres') {
    options.store = postgresRateLimitStore(app.ctx.rateLimitCounters, app.log);
  }
  await app.register(fastifyRateLimit, options);
}

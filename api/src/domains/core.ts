import { createImageStorage } from '../media/imageStorage';
import type { ImageStorage } from '../media/storage';
import { AuditRepository } from '../repositories/audit';
import { LiveBus } from '../repositories/liveBus';
import { RateLimitCounters } from '../repositories/rateLimitCounters';
import { inTransactionOn, type InTransaction } from '../repositories/transactions';
import { defineDomain, purgeEvery, warnUnlessSilent, type Roots } from './domain';

/** What nearly every domain builds on. */
export interface CoreServices extends Roots {
  /** One transaction for work that must commit together across repositories, the outbox and the live bus. */
  inTransaction: InTransaction;
  /** Live events through `pg_notify`/`LISTEN`, sent in the caller's transaction (routes/api/live.ts listens). */
  live: LiveBus;
  /** The audit log of operators' actions. */
  audit: AuditRepository;
  /** Uploaded and demo images: a folder of the data directory, or the S3 bucket. */
  storage: ImageStorage;
  /** Rate-limit counts on the PostgreSQL server, when no Redis holds them (plugins/rateLimits.ts). */
  rateLimitCounters: RateLimitCounters;
}

export const coreDomain = defineDomain<Roots, Omit<CoreServices, keyof Roots>>({
  name: 'core',
  dependencies: [],
  create: ({ config, db }) => ({
    inTransaction: inTransactionOn(db),
    live: new LiveBus(db),
    audit: new AuditRepository(db),
    storage: createImageStorage(config),
    rateLimitCounters: new RateLimitCounters(db),
  }),
  // Rate-limit windows that ended.
  start: ({ config, rateLimitCounters }) =>
    purgeEvery(() => [rateLimitCounters.purgeEnded()], warnUnlessSilent(config)),
});

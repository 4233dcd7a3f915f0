import type { Database, Queryable } from '../db/database';

const CHANNEL = 'site_changes';

/**
 * Every server process keeps sites and what is derived from them (settings, the price of a message) in memory
 * (SiteRepository). A change made in the console is announced through PostgreSQL NOTIFY in the change's own
 * transaction, so every process on the database drops its copy as soon as the change commits, and never before.
 */
export class SiteChanges {
  constructor(private readonly db: Database) {}

  async announce(tx: Queryable, siteId: number): Promise<void> {
    await tx.query('select pg_notify($1, $2)', [CHANNEL, String(siteId)]);
  }

  /** Calls `onChange` for every change any process announces; answers how to stop listening. */
  subscribe(onChange: (siteId: number) => void): Promise<() => Promise<void>> {
    return this.db.listen(CHANNEL, (payload) => onChange(Number(payload)));
  }
}

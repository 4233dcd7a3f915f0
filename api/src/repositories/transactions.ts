import type { Database, Queryable } from '../db/database';

/**
 * Runs `work` in one transaction and answers its result. A service that ties several writes together (a repository's
 * rows, the outbox's mail, the live bus's events) takes this rather than the database: it decides what commits
 * together and hands `tx` on to repository methods, which hold the SQL.
 */
export type InTransaction = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

export function inTransactionOn(db: Database): InTransaction {
  return (work) => db.transaction(work);
}

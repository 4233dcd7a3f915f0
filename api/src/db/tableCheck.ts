import { StartRefusedError } from './startRefused';

/**
 * What the check needs of a database: database.ts's `Database` has it. Declared here, not imported, because
 * database.ts runs the check when it opens a data directory: the two files would import each other.
 */
interface CheckedDatabase {
  query<Row>(sql: string): Promise<Row[]>;
  transaction<T>(
    work: (tx: { query(sql: string): Promise<unknown>; exec(sql: string): Promise<void> }) => Promise<T>,
  ): Promise<T>;
}

interface TableToCheck {
  name: string;
  /** The primary key's columns, quoted, in key order; null for a table without one. */
  key: string | null;
}

export class DamagedTableError extends StartRefusedError {
  override name = 'DamagedTableError';

  constructor(
    readonly table: string,
    where: string,
    cause: unknown,
  ) {
    super(
      `Table ${table} of the database in ${where} cannot be read: ${(cause as Error).message}. Starting anyway would answer errors on ` +
        'every call that reads it, so this server stops. Restore the database from a backup.',
    );
  }
}

/**
 * Reads every table of the database once, so a damaged table file stops the start instead of letting the server run
 * and answer 500 on every call that touches it. Per table, in one read-only transaction:
 * - a sequential scan that builds every row whole (which detoasts it): every page is read and its header verified,
 *   every tuple taken apart — a garbled page or tuple fails here;
 * - a walk of the primary key fetching each row from the table: a file cut short looks like a shorter table to a
 *   sequential scan (the 0-byte table answers count 0 without complaint), but the key still points at the missing
 *   blocks, and this walk fails on them as every lookup by id would.
 * Measured on a seeded database of 100,000 profiles (PGlite, this 2-core machine): see docs/scaling.md.
 */
export async function checkTablesReadable(db: CheckedDatabase, where: string): Promise<{ tables: number }> {
  const tables = await db.query<TableToCheck>(
    `select c.oid::regclass::text as name,
            (select string_agg(quote_ident(a.attname), ', ' order by k.position)
               from pg_index i
               cross join unnest(i.indkey) with ordinality as k(attnum, position)
               join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
              where i.indrelid = c.oid and i.indisprimary) as key
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
      order by 1`,
  );
  for (const table of tables) {
    try {
      await db.transaction(async (tx) => {
        await tx.exec('set transaction read only');
        await tx.query(`select sum(pg_column_size(t)) from ${table.name} as t`);
        if (table.key) {
          // Only an index scan makes the planner fetch rows through the key; these settings end with the transaction.
          await tx.exec(
            'set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off; set local enable_sort = off',
          );
          await tx.query(`select count(*) from (select 1 from ${table.name} order by ${table.key}) as walk`);
        }
      });
    } catch (error) {
      throw new DamagedTableError(table.name, where, error);
    }
  }
  return { tables: tables.length };
}

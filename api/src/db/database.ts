import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlValue = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one data-access layer: parameterised SQL against PostgreSQL, either embedded (PGlite) or a server (pg).
 * Repositories depend on this interface only, so the same code runs on both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  constructor(private readonly db: PGlite) {}

  async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(sql, params as unknown[]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
          (await tx.query<Row>(sql, params as unknown[])).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  constructor(private readonly pool: pg.Pool) {}

  async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    const result = await this.pool.query(sql, params as unknown[]);
    return result.rows as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row>(sql: string, params: readonly SqlValue[] = []) =>
          (await client.query(sql, params as unknown[])).rows as Row[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

// Dates and timestamps stay strings and bigints become numbers, the same as PGlite hands them over.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A server when `databaseUrl` is set; otherwise PGlite stored under `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, DROP DATABASE … WITH (FORCE)) is dropped from the pool
    // and replaced on demand; without a listener, pg would throw the event and stop the process.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }
  if (options.dataDir === null) return new PgliteDatabase(await PGlite.create());
  const directory = path.join(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return new PgliteDatabase(await PGlite.create(directory));
}

import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDirectory, type DataDirectoryLock } from './dataDirLock';
import {
  DATABASE_FOLDER,
  inspectDataDirectory,
  markCreationFinished,
  markCreationStarted,
  missingParts,
} from './dataDirectory';
import { StartRefusedError } from './startRefused';
import { checkTablesReadable } from './tableCheck';

export type SqlValue = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

/**
 * A statement run on every request or send, by name: a PostgreSQL server plans it once per connection instead of on
 * every call (for the send, planning cost as much as running it). Only for fixed texts, one name per text.
 */
export interface PreparedSql {
  name: string;
  text: string;
}

const sqlText = (sql: string | PreparedSql) => (typeof sql === 'string' ? sql : sql.text);

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string | PreparedSql, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one data-access layer: parameterised SQL against PostgreSQL, either embedded (PGlite) or a server (pg).
 * Repositories depend on this interface only, so the same code runs on both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Whether this database was new when opened: an empty data directory (or in memory), or a server database with no
   * tables at all. Only a new database is given the demo data; one that has tables but no site is never re-seeded.
   */
  readonly created: boolean;
  /** Says a new database is fully set up (migrated, seeded); a start interrupted before this finishes creating it. */
  markCreated(): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every NOTIFY on the channel, from this process or any other on the same database; answers
   * a function that stops listening. A NOTIFY sent inside a transaction arrives only if it commits.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  constructor(
    private readonly db: PGlite,
    readonly created: boolean,
    private readonly directory: { dataDir: string; lock: DataDirectoryLock } | null = null,
  ) {}

  async markCreated(): Promise<void> {
    if (this.directory) await markCreationFinished(this.directory.dataDir);
  }

  async query<Row>(sql: string | PreparedSql, params: readonly SqlValue[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(sqlText(sql), params as unknown[]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row>(sql: string | PreparedSql, params: readonly SqlValue[] = []) =>
          (await tx.query<Row>(sqlText(sql), params as unknown[])).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onPayload);
  }

  async close(): Promise<void> {
    try {
      await this.db.close();
    } finally {
      await this.directory?.lock.release();
    }
  }
}

function pgQuery(sql: string | PreparedSql, params: readonly SqlValue[]): pg.QueryConfig {
  return typeof sql === 'string' ? { text: sql, values: params as unknown[] } : { ...sql, values: params as unknown[] };
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  constructor(
    private readonly pool: pg.Pool,
    readonly created: boolean,
  ) {}

  async markCreated(): Promise<void> {
    // Nothing to mark: a server database stays new only while it has no tables, and migrations create them.
  }

  async query<Row>(sql: string | PreparedSql, params: readonly SqlValue[] = []): Promise<Row[]> {
    const result = await this.pool.query(pgQuery(sql, params));
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
        query: async <Row>(sql: string | PreparedSql, params: readonly SqlValue[] = []) =>
          (await client.query(pgQuery(sql, params))).rows as Row[],
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

  /** One connection of its own per channel: a pooled one would be handed to other queries between notifications. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // A lost connection cannot be told apart from a quiet channel; the owner of the listener decides what to do.
    client.on('error', (error) => console.error(`LISTEN ${channel}: ${error.message}`));
    await client.connect();
    await client.query(`listen ${quoteIdentifier(channel)}`);
    this.listeners.add(client);
    return async () => {
      this.listeners.delete(client);
      await client.end();
    };
  }

  private readonly listeners = new Set<pg.Client>();

  async close(): Promise<void> {
    await Promise.all([...this.listeners].map((client) => client.end()));
    await this.pool.end();
  }
}

// Dates and timestamps stay strings and bigints become numbers, the same as PGlite hands them over.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Whether a server database has no tables at all, in any schema: only then is it new and may be seeded. */
async function hasNoTables(pool: pg.Pool): Promise<boolean> {
  const [row] = (
    await pool.query<{ tables: number }>(
      `select count(*)::int as tables from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  return row?.tables === 0;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Opens PGlite on an existing database folder. A failed open removes the postmaster.pid PGlite wrote. What
 * PostgreSQL's own start-up does before it meets the damage (marking its control file, dropping its relation cache
 * files) stays: that is its normal bookkeeping, and nothing holding data is created, replaced or removed.
 */
async function openExistingPglite(directory: string): Promise<PGlite> {
  const pidFile = path.join(directory, 'postmaster.pid');
  const hadPidFile = await exists(pidFile);
  try {
    return await PGlite.create(directory);
  } catch (error) {
    if (!hadPidFile) await rm(pidFile, { force: true });
    throw new StartRefusedError(
      `The database in ${directory} cannot be opened (${(error as Error).message}). It was left as it is. Restore it from a backup, ` +
        'or set DATA_DIR to an empty directory to start a new site.',
    );
  }
}

/**
 * PGlite in DATA_DIR/pglite, for this process alone. Takes the data directory lock first (a second process stops
 * here), then decides from what the directory holds, before PGlite touches it, whether to create a database (only in
 * an empty directory), finish one an interrupted first start began, or open the one there — and refuses anything
 * else. An existing database has every table read once before it is handed out.
 */
async function openDataDirectory(dataDir: string, log: (message: string) => void): Promise<Database> {
  const lock = await lockDataDirectory(dataDir);
  try {
    if (lock.previousHolder) {
      const { pid, host, since } = lock.previousHolder;
      log(
        `The server that used ${dataDir} before (pid ${pid} on ${host}, since ${since}) did not shut down cleanly; taking over its data directory.`,
      );
    }
    const state = await inspectDataDirectory(dataDir);
    const directory = path.join(dataDir, DATABASE_FOLDER);
    if (state === 'new') {
      await markCreationStarted(dataDir);
      await mkdir(directory, { recursive: true });
      return new PgliteDatabase(await PGlite.create(directory), true, { dataDir, lock });
    }
    if (state === 'unfinished') {
      log(`A first start in ${dataDir} was interrupted before its new database was set up; setting it up again.`);
      // Only that start ever wrote here (the marker goes once the database is set up, before the server listens),
      // so a half-made database folder holds nothing anyone could miss: one that does not open is made anew.
      const opened =
        (await missingParts(directory)).length === 0 ? await PGlite.create(directory).catch(() => null) : null;
      if (opened) return new PgliteDatabase(opened, true, { dataDir, lock });
      await rm(directory, { recursive: true, force: true });
      await mkdir(directory, { recursive: true });
      return new PgliteDatabase(await PGlite.create(directory), true, { dataDir, lock });
    }
    const db = new PgliteDatabase(await openExistingPglite(directory), false, { dataDir, lock });
    try {
      await checkTablesReadable(db, directory);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  } catch (error) {
    await lock.release({ leaveNoTrace: true });
    throw error;
  }
}

/** A server when `databaseUrl` is set; otherwise PGlite stored under `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  log?: (message: string) => void;
  /**
   * With `dataDir` null: a dump (PGlite's `dumpDataDir`) of a new, empty cluster to load instead of running initdb,
   * which takes seconds (the API tests open one database per test app).
   */
  emptyClusterDump?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, DROP DATABASE … WITH (FORCE)) is dropped from the pool
    // and replaced on demand; without a listener, pg would throw the event and stop the process.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    return new PostgresDatabase(pool, await hasNoTables(pool));
  }
  if (options.dataDir === null)
    return new PgliteDatabase(
      await PGlite.create(options.emptyClusterDump ? { loadDataDir: options.emptyClusterDump } : undefined),
      true,
    );
  return openDataDirectory(options.dataDir, options.log ?? ((message) => console.warn(message)));
}

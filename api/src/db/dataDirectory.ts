import { access, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from './dataDirLock';
import { StartRefusedError } from './startRefused';

/** The embedded database's folder inside DATA_DIR. */
export const DATABASE_FOLDER = 'pglite';
/**
 * Written before a new database is created and removed once it is set up (migrated, demo site seeded). A start that
 * finds it knows the directory holds only what an interrupted first start made, never anything members wrote.
 */
export const CREATING_MARKER = 'creating-database';

/**
 * Files and folders a PostgreSQL data directory cannot open without. Given a directory that lacks PG_VERSION, PGlite
 * runs initdb over it and hands back a new, empty database — the 1,548 members that became 39 — so this is checked
 * before PGlite sees the directory. (pg_subtrans and the stats folders are rebuilt at every start and not listed.)
 */
const REQUIRED_PARTS = [
  'PG_VERSION',
  'postgresql.conf',
  'global',
  'global/pg_control',
  'base',
  'pg_wal',
  'pg_xact',
  'pg_multixact',
];

/**
 * What a data directory holds, decided before anything in it is touched:
 * - `new`: empty (or missing): create the database here and seed it;
 * - `unfinished`: the creation marker is there, a first start was interrupted: finish creating it;
 * - `database`: a complete-looking database: open it.
 * Anything else is refused with a StartRefusedError that says what is wrong; nothing in the directory is changed.
 */
export type DataDirectoryState = 'new' | 'unfinished' | 'database';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const keep =
  'Nothing in it was changed. Restore it from a backup, or set DATA_DIR to an empty directory to start a new site.';

/** Not content: our own lock file, and the folder a fresh ext2/3/4 volume has at its root (a mounted volume as DATA_DIR). */
const NOT_CONTENT = new Set([LOCK_FILE, 'lost+found']);

export async function inspectDataDirectory(dataDir: string): Promise<DataDirectoryState> {
  const entries = (await readdir(dataDir)).filter((entry) => !NOT_CONTENT.has(entry));
  const databaseDir = path.join(dataDir, DATABASE_FOLDER);
  if (entries.includes(CREATING_MARKER)) {
    const unexpected = entries.filter((entry) => ![CREATING_MARKER, DATABASE_FOLDER, 'uploads'].includes(entry));
    if (unexpected.length === 0) return 'unfinished';
    throw new StartRefusedError(
      `DATA_DIR ${dataDir} has the mark of an unfinished first start (${CREATING_MARKER}) but also ${unexpected.join(', ')}, which that start ` +
        `does not make. ${keep}`,
    );
  }
  if (entries.length === 0) return 'new';
  if (!entries.includes(DATABASE_FOLDER)) {
    throw new StartRefusedError(
      `DATA_DIR ${dataDir} is not empty (${entries.slice(0, 5).join(', ')}) but holds no database (no ${DATABASE_FOLDER}/ folder). ${keep}`,
    );
  }
  const databaseEntries = await readdir(databaseDir);
  if (databaseEntries.length === 0) {
    if (entries.length === 1) return 'new';
    throw new StartRefusedError(
      `DATA_DIR ${dataDir} holds ${entries.filter((entry) => entry !== DATABASE_FOLDER).join(', ')} but its database folder ${databaseDir} is empty. ${keep}`,
    );
  }
  const missing = await missingParts(databaseDir);
  if (missing.length > 0) {
    throw new StartRefusedError(
      `The database in ${databaseDir} is incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ${keep}`,
    );
  }
  return 'database';
}

/** The parts of REQUIRED_PARTS that the database folder lacks. */
export async function missingParts(databaseDir: string): Promise<string[]> {
  const missing: string[] = [];
  for (const part of REQUIRED_PARTS) {
    if (!(await exists(path.join(databaseDir, part)))) missing.push(part);
  }
  return missing;
}

export async function markCreationStarted(dataDir: string): Promise<void> {
  await writeFile(
    path.join(dataDir, CREATING_MARKER),
    `${JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() })}\n`,
    { flush: true },
  );
}

export async function markCreationFinished(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, CREATING_MARKER), { force: true });
}

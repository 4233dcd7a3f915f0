// What the server does with the data directory it finds: create only in an empty one, open a complete one, and refuse
// everything else without changing a byte. Real PGlite on real directories.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, open, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirectoryInUseError } from '../src/db/dataDirLock';
import { CREATING_MARKER } from '../src/db/dataDirectory';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { StartRefusedError } from '../src/db/startRefused';
import { seedDemoIfEmpty } from '../src/seed/demo';

let root: string;
/** A migrated, seeded data directory, copied for each test that needs one. */
let fixture: string;
const tableFiles: Record<string, string> = {};
const opened: Database[] = [];
const quiet = () => undefined;

async function open_(dataDir: string): Promise<Database> {
  const db = await openDatabase({ dataDir, log: quiet });
  opened.push(db);
  return db;
}

async function close(db: Database): Promise<void> {
  opened.splice(opened.indexOf(db), 1);
  await db.close();
}

let copies = 0;
async function copyOfFixture(): Promise<string> {
  const dataDir = path.join(root, `copy-${(copies += 1)}`);
  await cp(fixture, dataDir, { recursive: true });
  return dataDir;
}

/** Every file under `dir` with its size and SHA-256, and every folder: equal before and after means nothing changed. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file);
    if (entry.isDirectory()) result[key] = 'dir';
    else
      result[key] = `${(await stat(file)).size} ${createHash('sha256')
        .update(await readFile(file))
        .digest('hex')}`;
  }
  return result;
}

async function refusal(dataDir: string): Promise<StartRefusedError> {
  const error = await openDatabase({ dataDir, log: quiet }).then(
    (db) => {
      opened.push(db);
      return null;
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof StartRefusedError)) throw new Error(`expected the start to be refused, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'data-dir-'));
  fixture = path.join(root, 'fixture');
  const db = await openDatabase({ dataDir: fixture, log: quiet });
  await migrate(db);
  await seedDemoIfEmpty(db, { dataDir: fixture, profiles: 30 });
  for (const table of ['members', 'profiles']) {
    const [row] = await db.query<{ file: string }>(`select pg_relation_filepath($1) as file`, [table]);
    tableFiles[table] = path.join('pglite', (row as { file: string }).file);
  }
  await db.close();
}, 60_000);
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a new, empty data directory', () => {
  it('gets a new database with the demo site; the next start opens it and seeds nothing', async () => {
    const dataDir = path.join(root, 'fresh');
    // A new volume mounted as DATA_DIR has its file system's lost+found: still empty.
    await mkdir(path.join(dataDir, 'lost+found'), { recursive: true });
    const db = await open_(dataDir);
    expect(db.created).toBe(true);
    await migrate(db);
    expect(await seedDemoIfEmpty(db, { dataDir, profiles: 3 })).toEqual({ profiles: 3 });
    await close(db);
    expect((await readdir(dataDir)).sort()).toEqual(['lost+found', 'pglite', 'server.lock', 'uploads']);

    const again = await open_(dataDir);
    expect(again.created).toBe(false);
    await migrate(again);
    expect(await seedDemoIfEmpty(again, { dataDir, profiles: 3 })).toBeNull();
    // 3 demo profiles and the two demo members.
    const [counts] = await again.query<{ sites: number; profiles: number }>(
      'select (select count(*)::int from sites) as sites, (select count(*)::int from profiles) as profiles',
    );
    expect(counts).toEqual({ sites: 1, profiles: 5 });
  });

  it('finishes a new database whose first start was interrupted before the demo site existed', async () => {
    const dataDir = path.join(root, 'interrupted');
    const first = await open_(dataDir);
    await migrate(first);
    await close(first); // as if killed here: migrated, no site, the creation mark still there
    expect(await readdir(dataDir)).toContain(CREATING_MARKER);

    const again = await open_(dataDir);
    expect(again.created).toBe(true);
    expect(await seedDemoIfEmpty(again, { dataDir, profiles: 2 })).toEqual({ profiles: 2 });
    expect(await readdir(dataDir)).not.toContain(CREATING_MARKER);
  });

  it('makes the database anew when the interrupted first start left one that does not open', async () => {
    const dataDir = path.join(root, 'interrupted-early');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, CREATING_MARKER), '{}');
    await writeFile(path.join(dataDir, 'pglite', 'half-written'), 'x');
    const db = await open_(dataDir);
    expect(db.created).toBe(true);
    expect(await readdir(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');
  });
});

describe('a data directory that cannot be opened cleanly is refused and left as it was', () => {
  it('a database without PG_VERSION: PGlite would have run initdb over it and handed back an empty database', async () => {
    const dataDir = await copyOfFixture();
    await rm(path.join(dataDir, 'pglite', 'PG_VERSION'));
    const before = await snapshot(dataDir);
    const error = await refusal(dataDir);
    expect(error.message).toContain(
      `The database in ${path.join(dataDir, 'pglite')} is incomplete: PG_VERSION is missing.`,
    );
    expect(error.message).toContain('Nothing in it was changed');
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('a database PGlite cannot start (the catalog of databases gone): no data file touched, no postmaster.pid left', async () => {
    const dataDir = await copyOfFixture();
    await rm(path.join(dataDir, 'pglite', 'global', '1262'));
    // Before it meets the damage, PostgreSQL's start-up writes its control file and the WAL and drops its relation
    // cache files, as every start does; no file is added or removed otherwise, and no table or index file changes.
    const cacheFile = /(^|\/)pg_internal\.init$/;
    const startUpWrites = /^pglite\/(global\/pg_control|pg_wal\/)/;
    const state = async () => {
      const files = Object.entries(await snapshot(dataDir)).filter(([file]) => !cacheFile.test(file));
      return {
        names: files.map(([file]) => file).sort(),
        contents: Object.fromEntries(files.filter(([file]) => !startUpWrites.test(file))),
      };
    };
    const before = await state();
    const error = await refusal(dataDir);
    expect(error.message).toContain(`The database in ${path.join(dataDir, 'pglite')} cannot be opened`);
    expect(await state()).toEqual(before);
  });

  it('a non-empty directory that is not a database', async () => {
    const dataDir = path.join(root, 'documents');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'not a database');
    const before = await snapshot(dataDir);
    expect((await refusal(dataDir)).message).toContain(
      `DATA_DIR ${dataDir} is not empty (notes.txt) but holds no database (no pglite/ folder).`,
    );
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('uploads whose database folder is gone: a new database would orphan them', async () => {
    const dataDir = await copyOfFixture();
    await rm(path.join(dataDir, 'pglite'), { recursive: true });
    const before = await snapshot(dataDir);
    expect((await refusal(dataDir)).message).toMatch(/is not empty \(.*uploads.*\) but holds no database/);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('a database folder holding something that is not a database', async () => {
    const dataDir = path.join(root, 'strange-database');
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite', 'readme'), 'hello');
    const before = await snapshot(dataDir);
    expect((await refusal(dataDir)).message).toContain(
      'is incomplete: PG_VERSION, postgresql.conf, global, global/pg_control, base, pg_wal, pg_xact, pg_multixact are missing.',
    );
    expect(await snapshot(dataDir)).toEqual(before);
  });
});

describe('a damaged table stops the start, named', () => {
  it('a table file cut to nothing (a sequential scan would just see an empty table)', async () => {
    const dataDir = await copyOfFixture();
    await truncate(path.join(dataDir, tableFiles.members as string), 0);
    const error = await refusal(dataDir);
    expect(error.message).toMatch(/^Table members of the database in .* cannot be read: could not read blocks? /);
    expect((await stat(path.join(dataDir, tableFiles.members as string))).size).toBe(0);
  });

  it('a table page overwritten with garbage', async () => {
    const dataDir = await copyOfFixture();
    const file = await open(path.join(dataDir, tableFiles.profiles as string), 'r+');
    await file.write(Buffer.alloc(8192, 0x5a), 0, 8192, 0);
    await file.close();
    expect((await refusal(dataDir)).message).toMatch(
      /^Table profiles of the database in .* cannot be read: invalid page in block 0/,
    );
  });
});

describe('a database that has tables but no site', () => {
  it('is never seeded again', async () => {
    const dataDir = await copyOfFixture();
    const emptied = await open_(dataDir);
    await emptied.query('delete from sites');
    await close(emptied);

    const db = await open_(dataDir);
    expect(db.created).toBe(false);
    await expect(seedDemoIfEmpty(db, { dataDir, profiles: 3 })).rejects.toThrow(
      `The database in ${path.join(dataDir, 'pglite')} has tables but no site.`,
    );
    const [sites] = await db.query<{ n: number }>('select count(*)::int as n from sites');
    expect(sites?.n).toBe(0);
  });
});

describe('one process per data directory', () => {
  it('is not blocked by what a dead holder wrote, even naming this very pid (a restarted container) or another host', async () => {
    for (const host of [hostname(), 'web-2.example']) {
      const dataDir = await copyOfFixture();
      await writeFile(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid: process.pid, host, since: '2026-01-02T03:04:05.000Z' }),
      );
      const messages: string[] = [];
      const db = await openDatabase({ dataDir, log: (message) => messages.push(message) });
      opened.push(db);
      expect(db.created).toBe(false);
      expect(messages).toEqual([
        `The server that used ${dataDir} before (pid ${process.pid} on ${host}, since 2026-01-02T03:04:05.000Z) did not shut down cleanly; taking over its data directory.`,
      ]);
      await close(db);
    }
  });

  it('refuses a second open while the first is open, naming the directory and the holder; opens after the first closes', async () => {
    const dataDir = await copyOfFixture();
    const first = await open_(dataDir);
    const error = await refusal(dataDir);
    expect(error).toBeInstanceOf(DataDirectoryInUseError);
    expect(error.message).toContain(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${process.pid} on host `,
    );
    await close(first);
    expect((await open_(dataDir)).created).toBe(false);
  });
});

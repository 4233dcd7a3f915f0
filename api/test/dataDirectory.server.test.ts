// The data rule of dataDirectory.test.ts on a PostgreSQL server: a database is new only with no tables at all. Runs
// in the pass that has a server (DATABASE_URL, as in CI's second pass); jest.config.mjs leaves it out of the other.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/seed/demo';

const serverUrl = process.env.DATABASE_URL as string;
const name = `data_rule_${process.pid}`;
let url: string;
let emptyDir: string;
const opened: Database[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function close(db: Database): Promise<void> {
  opened.splice(opened.indexOf(db), 1);
  await db.close();
}

beforeAll(async () => {
  if (!serverUrl) throw new Error('This file needs a PostgreSQL server: set DATABASE_URL.');
  await admin(`create database ${name}`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
  emptyDir = await mkdtemp(path.join(tmpdir(), 'data-rule-'));
});
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});
afterAll(async () => {
  await admin(`drop database if exists ${name} with (force)`);
  await rm(emptyDir, { recursive: true, force: true });
});

it('is new only with no tables at all; once it has tables but no site it is never seeded again', async () => {
  const fresh = await openDatabase({ databaseUrl: url, dataDir: null });
  opened.push(fresh);
  expect(fresh.created).toBe(true);
  await migrate(fresh);
  await close(fresh);

  const migrated = await openDatabase({ databaseUrl: url, dataDir: null });
  opened.push(migrated);
  expect(migrated.created).toBe(false);
  await expect(seedDemoIfEmpty(migrated, { dataDir: emptyDir, profiles: 2 })).rejects.toThrow(
    'The database on the PostgreSQL server DATABASE_URL names has tables but no site.',
  );
  await migrated.exec('drop schema public cascade; create schema public; create table someone_elses (id int)');
  await close(migrated);

  const foreign = await openDatabase({ databaseUrl: url, dataDir: null });
  opened.push(foreign);
  expect(foreign.created).toBe(false);
});

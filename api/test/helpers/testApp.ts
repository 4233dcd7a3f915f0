import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createContext, type AppContext } from '../../src/context';
import { openDatabase, type Database } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { DeployRegistry } from '../../src/deploy/registry';
import { createImageStorage } from '../../src/media/imageStorage';
import type { MailServiceOptions } from '../../src/mail/mailer';
import type { ScoringTiming } from '../../src/photoReview/scoringWorker';
import { seedDemoIfEmpty } from '../../src/seed/demo';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /**
   * The database for a test's own set-up and checks. On a PostgreSQL server it is the tables' owner's connection;
   * the application (`ctx.db`) runs as a role of its own that owns nothing. Embedded, they are the same.
   */
  db: Database;
  deployDir: string;
  /** Every route the app registered (one per method), as Fastify's onRoute hook saw it. */
  routes: { method: HTTPMethods; url: string }[];
  close: () => Promise<void>;
}

/** A new empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it afterwards. */
export async function createThrowawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A login role of its own on the server of `serverUrl`, owning nothing, as the application runs on a real server
 * (docs/scaling.md "Database roles"): the URL of `databaseUrl`'s database as that role, and how to drop the role
 * (after its database: a role is dropped only once nothing grants it anything).
 */
export async function createThrowawayRole(
  serverUrl: string,
  databaseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `app_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(16).toString('hex');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create role ${name} login password '${password}'`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.username = name;
  url.password = password;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop role if exists ${name}`);
      await cleanup.end();
    },
  };
}

/**
 * A new, empty PGlite cluster as a dump: loading it takes 0.7 s where PGlite's initdb takes 2.5–4.5 s on a 2-core
 * machine, and every test app opens a database. Made once per PGlite version and kept in the temp folder, where the
 * next test file (each runs in a fresh module registry) and the other workers find it.
 */
async function emptyClusterDump(): Promise<Blob> {
  const pglite = path.join(import.meta.dirname, '..', '..', '..', 'node_modules', '@electric-sql', 'pglite');
  const { version } = JSON.parse(await readFile(path.join(pglite, 'package.json'), 'utf8')) as { version: string };
  const file = path.join(tmpdir(), `api-test-empty-cluster-pglite-${version}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const fresh = await PGlite.create();
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  // Written aside and renamed: a worker reading the file meanwhile finds it whole or not at all.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * With DATABASE_URL set, every test file gets its own throwaway database on that server, which the server's role
 * owns and migrates, and a role of its own for the application, as a real deployment has them: `db` is the owner's
 * connection (a test's own set-up and checks), `app` the application's. Embedded, both are the one PGlite.
 */
async function openTestDatabase(): Promise<{
  db: Database;
  app: Database;
  migrationUrl?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: null, emptyClusterDump: await emptyClusterDump() });
    return { db, app: db, drop: async () => db.close() };
  }
  const database = await createThrowawayDatabase(serverUrl);
  const role = await createThrowawayRole(serverUrl, database.url);
  const [db, app] = await Promise.all([
    openDatabase({ databaseUrl: database.url, dataDir: null }),
    openDatabase({ databaseUrl: role.url, dataDir: null }),
  ]);
  return {
    db,
    app,
    migrationUrl: database.url,
    drop: async () => {
      await Promise.all([db.close(), app.close()]);
      await database.drop();
      await role.drop();
    },
  };
}

/** A deploy folder as `npm run release` leaves it: a live shell, two remotes, their message catalogs. */
export async function writeDeployFixture(deployDir: string): Promise<void> {
  const apps = { shell: 'v1', 'mfe-account': 'a1', 'mfe-landers': 'l1' } as const;
  const registry = {
    apps: Object.fromEntries(
      Object.entries(apps).map(([app, version]) => [app, { live: version, history: [version] }]),
    ),
  };
  await mkdir(deployDir, { recursive: true });
  await writeFile(path.join(deployDir, 'registry.json'), JSON.stringify(registry));
  for (const [app, version] of Object.entries(apps)) {
    const folder = path.join(deployDir, app === 'shell' ? 'shell' : `remotes/${app}`, version);
    await mkdir(path.join(folder, 'locales'), { recursive: true });
    const namespace = app.replace('mfe-', '');
    for (const locale of ['en', 'nl']) {
      await writeFile(
        path.join(folder, 'locales', `${locale}.json`),
        JSON.stringify({ greeting: `${namespace} ${locale}` }),
      );
    }
    await writeFile(path.join(folder, 'main.js'), `console.log(${JSON.stringify(app)});`);
  }
  await writeFile(
    path.join(deployDir, 'shell/v1/sw.js'),
    "self.addEventListener('push', () => 'NEW_PUSH_MESSAGE NEW_PUSH_CLICK');",
  );
  await writeFile(
    path.join(deployDir, 'shell/v1/index.html'),
    '<!doctype html><html lang="en"><head><title>Loading…</title><meta name="app-head" content=""></head><body><div id="root"></div></body></html>',
  );
}

/**
 * Lander titles and descriptions in the live lander remote's catalogs, as a release of mfe-landers ships them; the
 * member lander's names its member, so its page asks the database for the id in its path.
 */
export async function writeLanderSeoCatalogs(deployDir: string): Promise<void> {
  const seo = {
    home: { title: '{{site}}: meet people', description: 'Meet people on {{site}} & more' },
    gallery: { title: 'Photos | {{site}}', description: 'Browse <photos> on {{site}}' },
    member: { title: 'Meet {{name}} on {{site}}', description: '{{name}} is on {{site}}' },
  };
  for (const locale of ['en', 'nl']) {
    await writeFile(
      path.join(deployDir, 'remotes/mfe-landers/l1/locales', `${locale}.json`),
      JSON.stringify({ greeting: `landers ${locale}`, seo }),
    );
  }
  // Catalogs are cached per deployment; a registry file that changed (a release) starts a new one.
  const later = new Date(Date.now() + 5_000);
  await utimes(path.join(deployDir, 'registry.json'), later, later);
}

export async function createTestApp(
  options: {
    profiles?: number;
    /** Seed the second white-label demo site (nightlane.localhost) too, as `npm start` does. */
    secondSite?: boolean;
    environment?: Record<string, string>;
    pushAgent?: Agent;
    mail?: MailServiceOptions;
    scoring?: Partial<ScoringTiming>;
    /** buildApp's option of that name: false only to prove the routes' own rules without the edge. */
    refuseSecondSpellings?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const deployDir = path.join(dataDir, 'deploy');
  await writeDeployFixture(deployDir);
  const { db, app: appDb, migrationUrl, drop } = await openTestDatabase();
  // As the server starts (server.ts): the owner migrates and grants, the application runs as its own role.
  await migrateDatabase(appDb, migrationUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEPLOY_DIR: deployDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // The dashboards' rollup runs when a test asks for it, not on a timer beside the test's own writes.
    DASHBOARD_ROLLUP_INTERVAL_SECONDS: '0',
    ...options.environment,
  });
  // The demo images go where the app serves them from: with S3_* in the environment, the bucket.
  const storage = createImageStorage(config);
  await seedDemoIfEmpty(appDb, { dataDir, storage, profiles: options.profiles ?? 20, secondSite: options.secondSite });
  const ctx = await createContext(config, appDb, new DeployRegistry(deployDir), {
    pushAgent: options.pushAgent,
    mail: options.mail,
    scoring: options.scoring,
  });
  const routes: TestApp['routes'] = [];
  const app = await buildApp(ctx, {
    logger: false,
    refuseSecondSpellings: options.refuseSecondSpellings,
    onRoute: ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    },
  });
  await app.ready();
  return {
    app,
    ctx,
    db,
    deployDir,
    routes,
    close: async () => {
      await app.close();
      await ctx.mail.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

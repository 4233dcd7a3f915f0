import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { canDisableAuditLog, migrateDatabase } from './db/migrate';
import { appBuildsDone } from './lib/appBuilds';
import { StartRefusedError } from './db/startRefused';
import { StartupClock } from './lib/startupClock';

/**
 * A refused start (invalid configuration; data directory in use, damaged or not a database) ends here: its message
 * says it all.
 */
function refuseStart(error: unknown): never {
  if (!(error instanceof StartRefusedError)) throw error;
  console.error(`\n  Not starting: ${error.message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseStart(error);
}

const clock = new StartupClock(config.startTimestamp);
// Listening from the first moment: npm start's word can come while the database is still opening.
const appBuilds = config.startAwaitsBuilds && process.send ? appBuildsDone() : null;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(refuseStart);
// The rest of the server loads only now (about 2 s here), so a refused start, such as a second process on the same
// DATA_DIR, says so at once.
const [
  { buildApp },
  { createContext },
  { DeployRegistry },
  { seedDemoIfEmpty },
  { createImageStorage },
  { rateLimitStoreKind },
] = await Promise.all([
  import('./app'),
  import('./context'),
  import('./deploy/registry'),
  import('./seed/demo'),
  import('./media/imageStorage'),
  import('./plugins/rateLimits'),
]);
clock.lap('database and modules');
await migrateDatabase(db, config.databaseMigrationUrl).catch(async (error: unknown) => {
  await db.close();
  return refuseStart(error);
});
clock.lap('migrations');
const seeded = await seedDemoIfEmpty(db, {
  dataDir: config.dataDir,
  // With S3_BUCKET, the demo images go to the bucket the nodes serve /cdn/ from.
  storage: createImageStorage(config),
  profiles: config.seedProfiles,
  secondSite: config.seedSecondSite,
  demoOperators: !config.production,
}).catch(async (error: unknown) => {
  await db.close();
  return refuseStart(error);
});
if (seeded) clock.lap('demo data');
// The deploy folder is read from here on: npm start's builds must be done (tools/start.mjs).
if (appBuilds) {
  const builtAt = await appBuilds;
  if (builtAt === null) {
    await db.close();
    console.error('\n  Not starting: the app builds did not finish (see above).\n');
    process.exit(1);
  }
  clock.buildsDone(builtAt);
  clock.lap('waiting for the app builds');
}
const ctx = await createContext(config, db, new DeployRegistry(config.deployDir));
const app = await buildApp(ctx);
clock.lap('services and routes');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  // Stops every domain's workers (domains/): the mail worker after the message it is sending; what is still queued is
  // sent after the next start.
  await app.close();
  // Closes PGlite cleanly and releases the data directory lock.
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// The port actually bound: PORT=0 asks the system for a free one.
const url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
clock.lap('listening');
const startup = config.startTimestamp ? ` (ready ${Date.now() - config.startTimestamp} ms after npm start)` : '';
console.log(`\n  Site running at ${url}${startup}`);
if (config.startTimestamp) console.log(`  Start-up: ${clock.toString()}`);
console.log(`  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}`);
if (db.kind === 'postgres' && (await canDisableAuditLog(db)))
  console.warn(
    '  Warning: the application\'s database role owns audit_log (or is a superuser), so it could switch off the audit log\'s protection. Run it as a role of its own and migrate with DATABASE_MIGRATION_URL (docs/scaling.md, "Database roles").',
  );
// Where a second node would look for what this one counts and stores (docs/scaling.md).
const limitsIn = { redis: 'Redis', postgres: 'the PostgreSQL server', memory: "this process's memory" };
console.log(
  `  Rate limits counted in ${limitsIn[rateLimitStoreKind(config.redisUrl, db.kind)]}; uploads in ${config.s3 ? `the S3 bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`}`,
);
if (config.devTools) console.log(`  Developer tools on (DEV_TOOLS=1): mail outbox at ${url}/_dev/mail`);
if (seeded) console.log(`  Seeded the demo site with ${seeded.profiles} profiles.`);
console.log(
  '  Demo logins: demo@example.com / demo-password, demo2@example.com / demo-password (chat with each other)\n',
);
if (!config.production) {
  const { demoOperators, DEMO_OPERATOR_PASSWORD } = await import('./seed/demoOperators');
  console.log(
    `  Operator console at ${url}/admin (demo operators of a new database, password ${DEMO_OPERATOR_PASSWORD}):`,
  );
  for (const operator of demoOperators)
    console.log(
      `    ${operator.role}: ${operator.email}, TOTP secret ${operator.totpSecret} (code: npm run operator -- code ${operator.totpSecret})`,
    );
  console.log('');
}

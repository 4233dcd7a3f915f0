import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DeployRegistry } from './deploy/registry';
import { seedDemoIfEmpty } from './seed/demo';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const seeded = await seedDemoIfEmpty(db, { dataDir: config.dataDir, profiles: config.seedProfiles });
const ctx = await createContext(config, db, new DeployRegistry(config.deployDir));
const app = await buildApp(ctx);

const sessionSweep = setInterval(() => void ctx.sessions.purgeExpired().catch((error: unknown) => app.log.warn(error)), 60 * 60 * 1000);
sessionSweep.unref();

async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  ctx.mail.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const startup = config.startTimestamp ? ` (ready ${Date.now() - config.startTimestamp} ms after npm start)` : '';
console.log(`\n  Site running at ${url}${startup}`);
console.log(`  Database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server'}`);
if (seeded) console.log(`  Seeded the demo site with ${seeded.profiles} profiles.`);
console.log('  Demo login: demo@example.com / demo-password\n');

// npm run seed -- --profiles N: adds N demo profiles to the default site (creating the demo site first if needed).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { StartRefusedError } from '../db/startRefused';
import { createImageStorage } from '../media/imageStorage';
import { seedContextFor, seedDemoIfEmpty, seedProfiles } from './demo';

const { values } = parseArgs({ options: { profiles: { type: 'string', default: '1000' } } });
const count = Number(values.profiles);
if (!Number.isInteger(count) || count < 0) {
  console.error('--profiles takes a whole number, e.g. npm run seed -- --profiles 100000');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
  // A data directory in use or damaged: its message says what is wrong; a stack trace adds nothing.
  if (!(error instanceof StartRefusedError)) throw error;
  console.error(`\n  Not seeding: ${error.message}\n`);
  process.exit(1);
});
await migrateDatabase(db, config.databaseMigrationUrl);
const storage = createImageStorage(config);
await seedDemoIfEmpty(db, { dataDir: config.dataDir, storage, profiles: 0 });
const [site] = await db.query<{ id: number }>('select id from sites where is_default');
const seed = await seedContextFor(db, (site as { id: number }).id);
const started = Date.now();
await seedProfiles(db, seed, count, {
  onProgress: (done) =>
    process.stdout.write(`\r  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} profiles`),
});
await db.query('vacuum analyze');
console.log(`\nSeeded ${count} profiles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();

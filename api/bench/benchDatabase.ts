// The benchmarks' database: migrated, with the demo site and at least `profiles` seeded profiles (members among
// them), on the PostgreSQL server DATABASE_URL names or an embedded PGlite in .tmp/<name>.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedContextFor, seedDemoIfEmpty, seedProfiles } from '../src/seed/demo';

export interface BenchDatabase {
  db: Database;
  config: Config;
  dataDir: string;
  siteId: number;
  profiles: number;
}

export async function openBenchDatabase(name: string, target: number): Promise<BenchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dataDir = path.join(root, '.tmp', name);
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  });
  const db = await openDatabase({ databaseUrl, dataDir });
  await migrate(db);
  await seedDemoIfEmpty(db, { dataDir, profiles: 0 });
  const [site] = await db.query<{ id: number }>('select id from sites where is_default');
  const siteId = (site as { id: number }).id;
  const [have] = await db.query<{ n: number }>('select count(*)::int as n from profiles');
  if ((have?.n ?? 0) < target) {
    const missing = target - (have?.n ?? 0);
    const started = Date.now();
    const seed = await seedContextFor(db, siteId);
    await seedProfiles(db, seed, missing, {
      batchSize: 10_000,
      onProgress: (done) =>
        process.stdout.write(`\r  seeding ${done.toLocaleString('en')} / ${missing.toLocaleString('en')}`),
    });
    console.log(
      `\n  seeded ${missing.toLocaleString('en')} profiles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const [total] = await db.query<{ n: number }>('select count(*)::int as n from profiles');
  return { db, config, dataDir, siteId, profiles: total?.n ?? 0 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One line of latency percentiles, as the benchmarks print them. */
export function latencyLine(name: string, times: number[], width = 22): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name.padEnd(width)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms`;
}

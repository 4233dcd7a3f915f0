import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Applies every migration in migrations/ not applied yet, in file-name order, each in its own transaction. An
 * advisory lock keeps two servers starting at once from applying the same migration twice.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

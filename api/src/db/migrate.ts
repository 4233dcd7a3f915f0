import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database, type Queryable } from './database';
import { StartRefusedError } from './startRefused';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** PostgreSQL's insufficient_privilege. */
const NOT_ALLOWED = '42501';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * What the application's role may do on a server whose tables another role owns (docs/scaling.md "Database roles"):
 * read and write rows, take ids, and no more. The audit log only takes new rows; the list of applied migrations is
 * the owner's. Without ownership the role can neither switch the audit log's triggers off nor alter any table.
 * Granted anew after every migration, so tables a migration adds are granted too.
 */
async function grantToApplication(tx: Queryable, role: string): Promise<void> {
  const grantee = quoteIdentifier(role);
  await tx.exec(`
    grant usage on schema public to ${grantee};
    grant select, insert, update, delete on all tables in schema public to ${grantee};
    grant usage, select on all sequences in schema public to ${grantee};
    revoke insert, update, delete on schema_migrations from ${grantee};
    revoke update, delete on audit_log from ${grantee};
  `);
}

/**
 * Applies every migration in migrations/ not applied yet, in file-name order, each in its own transaction. An
 * advisory lock keeps two servers starting at once from applying the same migration twice. With `grantTo`, the role
 * that runs the application is granted what it needs, under the same lock (concurrent GRANTs on one table fail).
 */
export async function migrate(db: Database, options: { grantTo?: string } = {}): Promise<string[]> {
  // Only when missing: CREATE … IF NOT EXISTS needs the right to create, which an application's role has not.
  const [table] = await db.query<{ present: boolean }>(
    `select to_regclass('schema_migrations') is not null as present`,
  );
  if (!table?.present)
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
    if (options.grantTo) await grantToApplication(tx, options.grantTo);
  });
  return applied;
}

/**
 * Brings the schema of the application's database up to date. With `migrationUrl` (DATABASE_MIGRATION_URL: the
 * role that owns the tables), migrations run as that role, which then grants the application's role — the user of
 * `db` — what it needs; the application never owns a table. Without it, the application's own role migrates; a role
 * that may not (the tables are another's) is told to set DATABASE_MIGRATION_URL when a migration is due.
 */
export async function migrateDatabase(db: Database, migrationUrl?: string): Promise<string[]> {
  if (migrationUrl) {
    const whoAmI = 'select current_user as role, current_database() as database';
    const [app] = (await db.query<{ role: string; database: string }>(whoAmI)) as [{ role: string; database: string }];
    const owner = await openDatabase({ databaseUrl: migrationUrl, dataDir: null });
    try {
      const [migrator] = (await owner.query<{ database: string }>(whoAmI)) as [{ database: string }];
      if (migrator.database !== app.database)
        throw new StartRefusedError(
          `DATABASE_MIGRATION_URL names the database ${migrator.database}, DATABASE_URL ${app.database}: both name the same database, each as its own role.`,
        );
      return await migrate(owner, { grantTo: app.role });
    } finally {
      await owner.close();
    }
  }
  try {
    return await migrate(db);
  } catch (error) {
    if ((error as { code?: string }).code !== NOT_ALLOWED) throw error;
    throw new StartRefusedError(
      `The database has migrations to apply that this server's database role may not (${(error as Error).message}). ` +
        'Set DATABASE_MIGRATION_URL to the role that owns the tables (docs/scaling.md, "Database roles"), or start ' +
        'once with it to migrate.',
    );
  }
}

/**
 * Whether the application's own role could switch off the audit log's protection: it owns the table (or is a member
 * of its owner), or is a superuser. On a server, the application should run as neither (docs/scaling.md).
 */
export async function canDisableAuditLog(db: Database): Promise<boolean> {
  const [row] = await db.query<{ can: boolean }>(
    `select r.rolsuper or pg_has_role(current_user, c.relowner, 'USAGE') as can
       from pg_class c, pg_roles r
      where c.oid = 'audit_log'::regclass and r.rolname = current_user`,
  );
  return row?.can ?? false;
}

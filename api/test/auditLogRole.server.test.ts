// On a PostgreSQL server the application runs as a role that does not own audit_log (docs/scaling.md "Database
// roles"): the table's triggers refuse changes, and the application cannot switch them off.
import { auditListEndpoint } from 'shared-contracts/api/admin';
import { openDatabase } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { signedInOperator } from './helpers/operators';
import { createTestApp, createThrowawayDatabase, createThrowawayRole, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 2 });
});
afterAll(async () => {
  await t.close();
});

describe("the application's database role", () => {
  it('appends to the audit log and reads it, but cannot switch off its triggers, change, delete or empty it', async () => {
    const { client } = await signedInOperator(t, 'owner');
    const answer = await client.request({ method: 'GET', url: '/api/admin/audit.php' });
    expect(answer.statusCode).toBe(200);
    const { entries } = auditListEndpoint.response.parse(answer.json());
    expect(entries.map((entry) => entry.action)).toContain('operator.created');

    // As the application itself: its own connection, the one every request uses.
    const asApplication = (sql: string) => t.ctx.db.query(sql);
    for (const sql of [
      'alter table audit_log disable trigger audit_log_no_change',
      'alter table audit_log disable trigger all',
      'alter table audit_log owner to current_user',
    ])
      await expect(asApplication(sql)).rejects.toThrow(/must be owner of table audit_log/);
    for (const sql of ["update audit_log set reason = 'rewritten'", 'delete from audit_log', 'truncate audit_log'])
      await expect(asApplication(sql)).rejects.toThrow(/permission denied for table audit_log/);
    await expect(asApplication("set session_replication_role = 'replica'")).rejects.toThrow(/permission denied/);

    // Everything written is still there, unchanged.
    const after = auditListEndpoint.response.parse(
      (await client.request({ method: 'GET', url: '/api/admin/audit.php' })).json(),
    );
    expect(after.entries.map((entry) => [entry.id, entry.reason])).toEqual(
      expect.arrayContaining(entries.map((entry) => [entry.id, entry.reason])),
    );
  });
});

describe('migrations without DATABASE_MIGRATION_URL', () => {
  it("need nothing of the application's role when none is due: a node started without the owner's URL", async () => {
    expect(await migrateDatabase(t.ctx.db)).toEqual([]);
  });

  it("refuse the start when one is due, naming DATABASE_MIGRATION_URL, rather than make the application's role the owner", async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const database = await createThrowawayDatabase(serverUrl);
    const role = await createThrowawayRole(serverUrl, database.url);
    const owner = await openDatabase({ databaseUrl: database.url, dataDir: null });
    // What PostgreSQL 15 does by itself, and what docs/scaling.md asks of older servers.
    await owner.exec('revoke create on schema public from public');
    const application = await openDatabase({ databaseUrl: role.url, dataDir: null });
    try {
      await expect(migrateDatabase(application)).rejects.toThrow(/Set DATABASE_MIGRATION_URL to the role that owns/);
      expect(await owner.query(`select to_regclass('schema_migrations') as made`)).toEqual([{ made: null }]);
    } finally {
      await Promise.all([owner.close(), application.close()]);
      await database.drop();
      await role.drop();
    }
  });
});

import type { Database } from '../db/database';

/**
 * A secret the server makes once and then keeps in the database, so every instance and every restart uses the
 * same one (token signing key, VAPID keys). Two instances racing to create it agree on the first one stored.
 */
export async function persistentSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    create(),
  ]);
  const [row] = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}

import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';

/**
 * The demo console's operators (docs/operators.md "Demo"): an owner and a moderator with fixed passwords and TOTP
 * secrets, printed by `npm start`. Only in a new database outside production: a production console starts with the
 * owner made on the command line (`npm run operator -- create`), never with a known password.
 */
export const demoOperators = [
  { email: 'owner@example.com', name: 'Olivia Owner', role: 'owner', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  {
    email: 'moderator@example.com',
    name: 'Max Moderator',
    role: 'moderator',
    totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
  },
] as const;
export const DEMO_OPERATOR_PASSWORD = 'demo-operator-password';

export async function seedDemoOperators(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  for (const operator of demoOperators) {
    await tx.query(
      `insert into operators (email, email_normalized, name, role, status, password_hash, totp_secret)
       values ($1, $1, $2, $3, 'active', $4, $5) on conflict (email_normalized) do nothing`,
      [operator.email, operator.name, operator.role, passwordHash, operator.totpSecret],
    );
    await tx.query(
      `insert into audit_log (actor, action, object_type, object_id, after)
       select 'system', 'operator.created', 'operator', id::text, $2 from operators where email_normalized = $1`,
      [operator.email, JSON.stringify({ email: operator.email, role: operator.role, demo: true })],
    );
  }
}

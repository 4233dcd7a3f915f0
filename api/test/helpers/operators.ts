import type { OperatorRole } from 'shared-contracts/api/admin';
import { totpCode } from '../../src/auth/totp';
import { BrowserClient } from './browserClient';
import type { TestApp } from './testApp';

let made = 0;

/** An active operator made as `npm run operator -- create` makes one (bearer token); answers what signing in takes. */
export async function createOperator(t: TestApp, role: OperatorRole, name: string = role) {
  const email = `${name}.${(made += 1)}.${Date.now()}@operators.example`;
  const password = 'operator pass phrase';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/cli_operator.php',
    // Each made from its own address: the call is limited per address, as every operator call is.
    remoteAddress: `203.0.113.${made % 250}`,
    headers: { authorization: `Bearer ${t.ctx.operatorToken}` },
    payload: { email, role, password, name },
  });
  if (response.statusCode !== 200) throw new Error(`cli_operator answered ${response.statusCode} ${response.body}`);
  const answer = response.json() as { operator: { id: number }; totp_secret: string };
  return { id: answer.operator.id, email, password, secret: answer.totp_secret };
}

/** The console's sign-in form sent from `client`: e-mail, password and a code in one call. */
export const signInToConsole = (
  client: BrowserClient,
  { email, password, code }: { email: string; password: string; code: string },
) => client.request({ method: 'POST', url: '/api/admin/session.php', payload: { email, password, code } });

/** A browser signed in to the console as a new operator of this role. */
export async function signedInOperator(t: TestApp, role: OperatorRole, name: string = role) {
  const operator = await createOperator(t, role, name);
  const client = new BrowserClient(t.app);
  const response = await signInToConsole(client, { ...operator, code: totpCode(operator.secret) });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode} ${response.body}`);
  return { ...operator, client };
}

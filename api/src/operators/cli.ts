// npm run operator -- create <email> --role <role> --password <password>: an operator account made on the server's
// machine (the first owner above all), through the running server like `npm run experiment` (docs/operators.md).
// The last line printed is the TOTP secret (base32) for the authenticator app.
import { parseArgs } from 'node:util';
import { operatorCliCreateEndpoint, operatorRoles, type OperatorRole } from 'shared-contracts/api/admin';
import { totpCode } from '../auth/totp';
import { operatorCall, runCommand, UsageError } from './serverCall';

const USAGE = `Usage: npm run operator -- create <email> --role <${operatorRoles.join('|')}> --password <password> [--name <name>]
       npm run operator -- code <base32 secret>     the current TOTP code of a secret (the demo operators')
create talks to the running server (OPERATOR_SERVER, default http://localhost:$PORT) with the operator token (OPERATOR_TOKEN or
DATA_DIR/operator-token). Prints the TOTP secret for the authenticator app as its last line.`;

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, email] = positionals;
  if (command === 'code') {
    if (!email || !/^[A-Z2-7]+=*$/.test(email)) throw new UsageError('code takes a base32 TOTP secret');
    console.log(totpCode(email));
    return;
  }
  if (command !== 'create') throw new UsageError(command ? `Unknown command ${command}` : 'Which command?');
  if (!email) throw new UsageError("create takes the operator's e-mail address");
  if (!values.role || !(operatorRoles as readonly string[]).includes(values.role))
    throw new UsageError(`--role is one of ${operatorRoles.join(', ')}`);
  if (!values.password) throw new UsageError('--password is required (at least 12 characters)');
  const answer = await operatorCall(operatorCliCreateEndpoint, {
    body: {
      email,
      role: values.role as OperatorRole,
      password: values.password,
      ...(values.name ? { name: values.name } : {}),
    },
  });
  console.log(`Created ${answer.operator.role} ${answer.operator.email} (operator ${answer.operator.id}).`);
  console.log('Add this account to an authenticator app (scan the URI as a QR code, or type the secret below):');
  console.log(answer.totp_uri);
  console.log(answer.totp_secret);
}

await runCommand(() => run(), USAGE);

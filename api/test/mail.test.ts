import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { userResponseSchema } from 'shared-contracts/api';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ environment: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function signUp(email: string) {
  const client = new BrowserClient(t.app);
  const { token } = validateEmailResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/validate_email.php?email=${email}` })).json(),
  );
  const response = await client.request({
    method: 'POST',
    url: '/api/user.php?new=1',
    payload: { email, name: 'Alex', password: 'secret words', token },
  });
  return { client, user: userResponseSchema.parse(response.json()).user };
}

async function activationDelivered(client: BrowserClient): Promise<boolean> {
  return ((await client.request({ method: 'GET', url: '/api/activate.php' })).json() as { delivered: boolean })
    .delivered;
}

async function eventually(check: () => Promise<boolean> | boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

describe('activation mail over SMTP', () => {
  it('is delivered to the SMTP server with the activation link, and the delivery is reported', async () => {
    const { client } = await signUp('smtp.one@example.net');
    await eventually(() => received.some((mail) => mail.to.includes('smtp.one@example.net')));
    const mail = received.find((candidate) => candidate.to.includes('smtp.one@example.net')) as Received;
    expect(mail.raw).toMatch(/^Subject: Confirm your e-mail address for Datelane/m);
    expect(mail.raw).toMatch(/^From: Datelane <info@datelane\.example>/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/\/activate\/confirm\?token=[\w-]+/);
    await eventually(() => activationDelivered(client));
  });

  it('reports not delivered when the SMTP server refuses the message', async () => {
    refuse = true;
    try {
      const { client, user } = await signUp('smtp.refused@example.net');
      await eventually(async () => {
        const [row] = await t.db.query<{ status: string }>(`select status from mail_messages where member_id = $1`, [
          user.id,
        ]);
        return row?.status === 'failed';
      });
      expect(await activationDelivered(client)).toBe(false);
    } finally {
      refuse = false;
    }
  });
});

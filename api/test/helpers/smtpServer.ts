import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testApp';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives; `refuse` makes it answer 550 to recipients.
 * The API under test sends to it through SMTP_URL, as it would to a mail provider.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
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
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Quoted-printable soft breaks and escapes undone, so a test can read a received mail's text and links. */
export const decodedMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails an SMTP server received for `to` whose subject starts with `subject`, oldest first, decoded. */
export const mailsReceived = (smtp: { received: ReceivedMail[] }, to: string, subject: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(to) && mail.raw.includes(`Subject: ${subject}`))
    .map((mail) => decodedMail(mail.raw));

/** Waits until `check` holds (up to 5 s). */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

/**
 * For a test file whose app sends mail: a local SMTP server and an app that sends to it, started before the file's
 * tests and closed after them. Read `t` and `smtp` inside the tests.
 */
export function appWithSmtp() {
  const handles = {} as { t: TestApp; smtp: Awaited<ReturnType<typeof startSmtpServer>> };
  beforeAll(async () => {
    handles.smtp = await startSmtpServer();
    handles.t = await createTestApp({ environment: { SMTP_URL: handles.smtp.url } });
  });
  afterAll(async () => {
    await handles.t.close();
    await handles.smtp.close();
  });
  return handles;
}

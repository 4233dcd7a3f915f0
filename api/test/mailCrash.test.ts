// A server killed while its SMTP server holds the activation mail's DATA phase open: after a restart on the same
// DATA_DIR the mail is sent again and the member's activation page reports it delivered.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { HttpBrowser } from './helpers/httpBrowser';
import { killAllServers, startServer } from './helpers/serverProcess';
import { writeDeployFixture } from './helpers/testApp';

let holdData = true;
let dataStarted: () => void = () => undefined;
const dataPhaseStarted = new Promise<void>((resolve) => {
  dataStarted = resolve;
});
const delivered: { to: string[]; messageId: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    if (holdData) {
      // Never answers: the server is killed while it waits for the "250 accepted".
      dataStarted();
      return;
    }
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      delivered.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
      });
      callback();
    });
  },
});
// The killed client's connection ends mid-DATA; that is expected here.
smtp.on('error', () => undefined);

let root: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  root = await mkdtemp(path.join(tmpdir(), 'mail-crash-'));
  await writeDeployFixture(path.join(root, 'deploy'));
});
afterAll(async () => {
  await killAllServers();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

describe('a server killed while sending the activation mail', () => {
  it('sends it after a restart, and the activation page then answers delivered', async () => {
    const environment = {
      DATA_DIR: path.join(root, 'data'),
      DEPLOY_DIR: path.join(root, 'deploy'),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    };
    const first = startServer(environment);
    const browser = new HttpBrowser(await first.ready());
    const email = 'killed.mid.send@example.net';
    await browser.call('GET', '/api/settings.php');
    const { token } = (await (
      await browser.call('GET', `/api/validate_email.php?email=${encodeURIComponent(email)}`)
    ).json()) as { token: string };
    const signup = await browser.call('POST', '/api/user.php?new=1', {
      email,
      name: 'Kim',
      password: 'pass phrase',
      token,
    });
    expect(signup.status).toBe(200);

    await dataPhaseStarted;
    first.child.kill('SIGKILL');
    await first.exited();
    holdData = false;

    const second = startServer(environment);
    browser.port = await second.ready();
    const deadline = Date.now() + 30_000;
    let answer = { delivered: false };
    while (!answer.delivered && Date.now() < deadline) {
      answer = (await (await browser.call('GET', '/api/activate.php')).json()) as { delivered: boolean };
      if (!answer.delivered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answer).toEqual({ delivered: true });
    expect(delivered).toEqual([{ to: [email], messageId: expect.stringMatching(/^<[\w-]+@datelane\.example>$/) }]);
  }, 120_000);
});

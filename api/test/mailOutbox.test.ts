// The durable mail outbox against a real SMTP server (smtp-server on loopback): retries, giving up, claims of a dead
// worker, concurrent workers.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailService } from '../src/mail/mailer';
import type { OutgoingMail } from '../src/repositories/mail';
import { retryDelayMs, type OutboxTiming } from '../src/mail/outboxWorker';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Received {
  to: string[];
  messageId: string;
}

const received: Received[] = [];
/** What the SMTP server answers to the next RCPT TO commands, in turn; accepts once the list is used up. */
const rcptAnswers: { code: number; message: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    const answer = rcptAnswers.shift();
    callback(answer ? Object.assign(new Error(answer.message), { responseCode: answer.code }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
      });
      callback();
    });
  },
});

/** Fast retries, so a test sees several attempts in well under a second. */
const timing: Partial<OutboxTiming> = { maxAttempts: 3, firstRetryDelayMs: 100, maxRetryDelayMs: 400, pollMs: 200 };

let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ environment: { SMTP_URL: smtpUrl }, mail: { timing } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let counter = 0;
async function mailTo(to = `outbox.${(counter += 1)}@example.net`): Promise<OutgoingMail> {
  const [site] = await t.db.query<{ id: number }>('select id from sites where is_default');
  return {
    siteId: (site as { id: number }).id,
    memberId: null,
    kind: 'test',
    from: 'Datelane <info@datelane.example>',
    to,
    subject: 'Hello',
    text: 'Hello',
    html: '<p>Hello</p>',
  };
}

interface Row {
  status: string;
  attempts: number;
  error: string;
  message_id: string;
  transport: string;
}
const row = async (id: number) =>
  (
    await t.db.query<Row>('select status, attempts, error, message_id, transport from mail_messages where id = $1', [
      id,
    ])
  )[0] as Row;

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the mail outbox', () => {
  it('retries after the SMTP server refuses for now, and records the delivery once it accepts', async () => {
    const mail = await mailTo();
    rcptAnswers.push({ code: 451, message: 'Try again later' });
    const id = await t.ctx.mail.send(mail);
    await until(async () => (await row(id)).status !== 'queued');
    expect(await row(id)).toMatchObject({ status: 'delivered', attempts: 2, error: '', transport: 'smtp' });
    const copies = received.filter((message) => message.to.includes(mail.to));
    expect(copies).toEqual([{ to: [mail.to], messageId: (await row(id)).message_id }]);
  });

  it('marks a message failed for good, with the error, after the last attempt when the SMTP server stays down', async () => {
    // The app's own worker sends to the live SMTP server: stopped here, so only the one pointed at a closed port runs.
    await t.ctx.mail.close();
    const down = new MailService(t.db, 'smtp://127.0.0.1:1', { timing });
    down.start();
    try {
      const id = await down.send(await mailTo());
      await until(async () => (await row(id)).status !== 'queued');
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
      t.ctx.mail.start();
    }
  });

  it('gives up at once on a permanent refusal (550)', async () => {
    rcptAnswers.push({ code: 550, message: 'No such mailbox' });
    const id = await t.ctx.mail.send(await mailTo());
    await until(async () => (await row(id)).status !== 'queued');
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: "550 Can't send mail - all recipients were rejected: 550 No such mailbox",
    });
  });

  it('sends a message whose worker died holding its claim, once the claim has expired, under the same Message-ID', async () => {
    const mail = await mailTo();
    const [inserted] = await t.db.query<{ id: number; message_id: string }>(
      `insert into mail_messages (site_id, member_id, kind, from_address, to_address, subject, text_body, html_body, message_id, attempts, claimed_by, next_attempt_at)
       values ($1, null, 'test', $2, $3, 'Hello', 'Hello', '<p>Hello</p>', '<claimed-by-the-dead@datelane.example>', 1, 'dead-host:4242:x', now() + interval '1 hour')
       returning id, message_id`,
      [mail.siteId, mail.from, mail.to],
    );
    const id = (inserted as { id: number }).id;
    // A pass of the worker after the insert has looked at it (idle() wakes the worker) and left it alone.
    await t.ctx.mail.idle();
    // Still claimed: a live worker may be sending it right now.
    expect((await row(id)).status).toBe('queued');
    expect(received.some((message) => message.to.includes(mail.to))).toBe(false);

    await t.db.query(`update mail_messages set next_attempt_at = now() - interval '1 second' where id = $1`, [id]);
    await until(async () => (await row(id)).status === 'delivered');
    expect(await row(id)).toMatchObject({ attempts: 2 });
    expect(received.filter((message) => message.to.includes(mail.to))).toEqual([
      { to: [mail.to], messageId: '<claimed-by-the-dead@datelane.example>' },
    ]);
  });

  it('never sends one message twice when several workers share the database', async () => {
    const others = [new MailService(t.db, smtpUrl, { timing }), new MailService(t.db, smtpUrl, { timing })];
    for (const other of others) other.start();
    try {
      const mails = await Promise.all(Array.from({ length: 12 }, () => mailTo()));
      const ids: number[] = [];
      for (const [index, mail] of mails.entries())
        ids.push(await ([t.ctx.mail, ...others][index % 3] as MailService).send(mail));
      await until(async () => {
        const [pending] = await t.db.query<{ n: number }>(
          `select count(*)::int as n from mail_messages where id = any($1::int[]) and status <> 'delivered'`,
          [ids],
        );
        return pending?.n === 0;
      });
      for (const mail of mails) expect(received.filter((message) => message.to.includes(mail.to))).toHaveLength(1);
    } finally {
      for (const other of others) await other.close();
    }
  });

  it('waits longer after each failed attempt, up to the limit', () => {
    const delays = [1, 2, 3, 4, 5].map((attempt) =>
      retryDelayMs(attempt, { firstRetryDelayMs: 30_000, maxRetryDelayMs: 3_600_000 }),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9, { firstRetryDelayMs: 30_000, maxRetryDelayMs: 3_600_000 })).toBe(3_600_000);
  });
});

describe('the activation mail', () => {
  it('is written in one transaction with its link: a message that cannot be recorded leaves no link behind', async () => {
    const [member] = await t.db.query<{ id: number }>(
      `insert into members (site_id, email, email_normalized, status) select id, 'tx.check@example.net', 'tx.check@example.net', 'not_confirmed' from sites where is_default returning id`,
    );
    const memberId = (member as { id: number }).id;
    const site = (await t.ctx.sites.forHost('localhost')) as NonNullable<
      Awaited<ReturnType<typeof t.ctx.sites.forHost>>
    >;
    // A recipient the insert refuses (null) rolls the link back with it: never a link without its mail.
    await expect(
      t.ctx.activation.send(
        site,
        { memberId, email: null as unknown as string, name: 'Tx', language: 'en' },
        'http://localhost',
      ),
    ).rejects.toThrow();
    const [tokens] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from activation_tokens where member_id = $1',
      [memberId],
    );
    expect(tokens?.n).toBe(0);
  });
});

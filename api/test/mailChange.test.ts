import { BrowserClient } from './helpers/browserClient';
import { confirmedMember, signUpMember } from './helpers/members';
import { appWithSmtp, eventually } from './helpers/smtpServer';

const mailing = appWithSmtp();

type Member = Awaited<ReturnType<typeof signUpMember>>;

const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (email: string, subject: string) =>
  mailing.smtp.received
    .filter((mail) => mail.to.includes(email) && mail.raw.includes(`Subject: ${subject}`))
    .map((mail) => decoded(mail.raw));

const CONFIRM = 'Confirm your new e-mail address';
const NOTICE = 'A change of your e-mail address';

let addresses = 0;
const newAddress = (name: string) => `${name}.${(addresses += 1)}.${Date.now()}@example.net`;

const ask = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/mail_change.php', payload });
const apply = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/mail_change.php?do=1', payload });

/** The link of the newest confirmation mail to `email`, once it has arrived over SMTP. */
async function linkFor(email: string, count = 1): Promise<{ url: URL; token: string }> {
  await eventually(() => mailsTo(email, CONFIRM).length >= count);
  const raw = mailsTo(email, CONFIRM).at(-1) as string;
  const href = /(https?:\/\/[^\s"]+\/mail-change\/do\?token=([\w-]+))/.exec(raw);
  if (!href?.[1] || !href[2]) throw new Error(`no change link in ${raw}`);
  return { url: new URL(href[1]), token: href[2] };
}

const pendingOf = async (member: Member) =>
  (await member.client.request({ method: 'GET', url: '/api/notifications.php' })).json() as {
    email: string;
    pending_email: string | null;
  };

describe('POST /api/mail_change.php', () => {
  it('mails a link to the new address and a notice to the old; the link moves the account once', async () => {
    const member = await confirmedMember(mailing.t, 'Mover');
    const target = newAddress('mover');
    const asked = await ask(member.client, { email: target, password: 'pass phrase' });
    expect([asked.statusCode, asked.json()]).toEqual([200, { email: target }]);
    expect(await pendingOf(member)).toEqual(expect.objectContaining({ email: member.email, pending_email: target }));

    const { url, token } = await linkFor(target);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/mail-change/do');
    await eventually(() => mailsTo(member.email, NOTICE).length === 1);
    const notice = mailsTo(member.email, NOTICE)[0] as string;
    expect(notice).toContain(target);
    expect(notice).toContain('http://localhost:8080/reset-password');
    expect(notice).not.toContain(token);

    // Opened in any browser, logged in or not.
    const done = await apply(new BrowserClient(mailing.t.app), { token });
    expect([done.statusCode, done.json()]).toEqual([200, { email: target }]);
    expect(await pendingOf(member)).toEqual(expect.objectContaining({ email: target, pending_email: null }));
    const user = (await member.client.request({ method: 'GET', url: '/api/user.php' })).json().user;
    expect([user.email, user.email_confirmed]).toEqual([target, true]);

    expect((await new BrowserClient(mailing.t.app).login(target, 'pass phrase')).statusCode).toBe(200);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(401);

    // Opened again (a reload, a retry after a lost answer): the change is in place, and the answer says so.
    const again = await apply(new BrowserClient(mailing.t.app), { token });
    expect([again.statusCode, again.json()]).toEqual([200, { email: target }]);

    // Once the member has moved on to yet another address, the old link is just used.
    const later = newAddress('later');
    await ask(member.client, { email: later, password: 'pass phrase' });
    expect((await apply(new BrowserClient(mailing.t.app), { token: (await linkFor(later)).token })).statusCode).toBe(
      200,
    );
    const stale = await apply(new BrowserClient(mailing.t.app), { token });
    expect([stale.statusCode, stale.json().error]).toEqual([410, 'mail_change_link_invalid']);
  });

  it('corrects a mistyped, unconfirmed address: the new one counts as confirmed, the old one gets no notice', async () => {
    const member = await signUpMember(mailing.t, 'Typo');
    const target = newAddress('typo');
    expect((await ask(member.client, { email: target, password: 'pass phrase' })).statusCode).toBe(200);
    const { token } = await linkFor(target);
    expect((await apply(new BrowserClient(mailing.t.app), { token })).statusCode).toBe(200);
    // Opening the mail proved the address, as the activation link would have.
    const user = (await member.client.request({ method: 'GET', url: '/api/user.php' })).json().user;
    expect([user.email, user.email_confirmed]).toEqual([target, true]);
    // A notice, had one been queued with the change, has been handed to the SMTP server once the outbox is idle.
    await mailing.t.ctx.mail.idle();
    expect(mailsTo(member.email, NOTICE)).toEqual([]);
  });

  it('refuses a wrong password, a taken, deleted, current or malformed address with field errors', async () => {
    const member = await signUpMember(mailing.t, 'Careful');
    const other = await signUpMember(mailing.t, 'Other');
    const wrong = await ask(member.client, { email: newAddress('careful'), password: 'not it' });
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { password: 'wrong_password' }]);

    const taken = await ask(member.client, { email: other.email.toUpperCase(), password: 'pass phrase' });
    expect([taken.statusCode, taken.json().fields]).toEqual([400, { email: 'email_exists' }]);

    await mailing.t.db.query(`update members set status = 'deleted' where id = $1`, [other.memberId]);
    const deleted = await ask(member.client, { email: other.email, password: 'pass phrase' });
    expect([deleted.statusCode, deleted.json().fields]).toEqual([400, { email: 'email_deleted' }]);

    const current = await ask(member.client, { email: member.email, password: 'pass phrase' });
    expect([current.statusCode, current.json().fields]).toEqual([400, { email: 'email_is_current' }]);

    const malformed = await ask(member.client, { email: 'no address', password: 'pass phrase' });
    expect([malformed.statusCode, malformed.json().fields]).toEqual([400, { email: 'invalid_email' }]);
    const extra = await ask(member.client, { email: newAddress('x'), password: 'pass phrase', admin: true });
    expect(extra.statusCode).toBe(400);
    const visitor = await ask(new BrowserClient(mailing.t.app), { email: newAddress('x'), password: 'pass phrase' });
    expect(visitor.statusCode).toBe(403);

    const [row] = await mailing.t.db.query<{ count: number }>(
      'select count(*)::int as count from mail_change_tokens where member_id = $1',
      [member.memberId],
    );
    expect(row?.count).toBe(0);
  });

  it('refuses expired, unknown and older links; a newer request ends the older link', async () => {
    const member = await signUpMember(mailing.t, 'Slow');
    const first = newAddress('first');
    const second = newAddress('second');
    await ask(member.client, { email: first, password: 'pass phrase' });
    const firstLink = await linkFor(first);
    await ask(member.client, { email: second, password: 'pass phrase' });
    const secondLink = await linkFor(second);
    expect((await pendingOf(member)).pending_email).toBe(second);

    const visitor = new BrowserClient(mailing.t.app);
    expect((await apply(visitor, { token: firstLink.token })).statusCode).toBe(410);
    expect((await apply(visitor, { token: 'A'.repeat(43) })).statusCode).toBe(410);
    expect((await apply(visitor, { token: 'short' })).statusCode).toBe(400);

    await mailing.t.db.query(
      `update mail_change_tokens set expires_at = now() - interval '1 second' where email = $1`,
      [second],
    );
    expect((await pendingOf(member)).pending_email).toBeNull();
    expect((await apply(visitor, { token: secondLink.token })).statusCode).toBe(410);
    expect((await pendingOf(member)).email).toBe(member.email);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const member = await signUpMember(mailing.t, 'Late');
    const target = newAddress('late');
    await ask(member.client, { email: target, password: 'pass phrase' });
    const { token } = await linkFor(target);
    const racer = await signUpMember(mailing.t, 'Racer');
    await mailing.t.db.query('update members set email = $2, email_normalized = lower($2) where id = $1', [
      racer.memberId,
      target,
    ]);
    expect((await apply(new BrowserClient(mailing.t.app), { token })).statusCode).toBe(410);
    expect((await pendingOf(member)).email).toBe(member.email);
  });

  it('sends at most 3 links an hour per member and per new address', async () => {
    const member = await signUpMember(mailing.t, 'Busy');
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await ask(member.client, { email: newAddress('busy'), password: 'pass phrase' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // One address asked for by several members: the fourth is refused too.
    const victim = newAddress('victim');
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const asker = await signUpMember(mailing.t, `Asker${i}`);
      answers.push((await ask(asker.client, { email: victim, password: 'pass phrase' })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    const [row] = await mailing.t.db.query<{ count: number }>(
      `select count(*)::int as count from mail_messages where to_address = $1 and kind = 'mail_change'`,
      [victim],
    );
    expect(row?.count).toBe(3);
  });
});

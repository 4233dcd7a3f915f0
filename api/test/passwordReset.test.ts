import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { signedInOperator } from './helpers/operators';
import { eventually, appWithSmtp } from './helpers/smtpServer';

const mailing = appWithSmtp();

const askForLink = (client: BrowserClient, email: string, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: '/api/reset_password.php', payload: { email }, headers });
const setPassword = (client: BrowserClient, payload: Record<string, unknown>, query = '?do=1') =>
  client.request({ method: 'POST', url: `/api/reset_password.php${query}`, payload });

/** The reset mails the SMTP server received for `email`, quoted-printable decoded. */
const mailsTo = (email: string) =>
  mailing.smtp.received
    .filter((mail) => mail.to.includes(email) && mail.raw.includes('Subject: Reset your password'))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );

/** The link of the newest reset mail to `email`, once it has arrived over SMTP. */
async function linkFor(email: string, count = 1): Promise<{ url: URL; token: string }> {
  await eventually(() => mailsTo(email).length >= count);
  const raw = mailsTo(email).at(-1) as string;
  const href = /(https?:\/\/[^\s"]+\/reset-password\/do\?token=([\w-]+))/.exec(raw);
  if (!href?.[1] || !href[2]) throw new Error(`no reset link in ${raw}`);
  return { url: new URL(href[1]), token: href[2] };
}

const status = async (client: BrowserClient) =>
  (await client.request({ method: 'GET', url: '/api/user.php' })).statusCode;

describe('POST /api/reset_password.php', () => {
  it('mails a single-use link over SMTP; the new password works, the old one not, other sessions end', async () => {
    const member = await signUpMember(mailing.t, 'Forgetful');
    const otherDevice = new BrowserClient(mailing.t.app);
    expect((await otherDevice.login(member.email, 'pass phrase')).statusCode).toBe(200);

    const visitor = new BrowserClient(mailing.t.app);
    // A forged Host header does not end up in the link: it points at the site's configured origin.
    const asked = await askForLink(visitor, member.email, { host: 'evil.example' });
    expect([asked.statusCode, asked.json()]).toEqual([200, { done: true }]);
    const { url, token } = await linkFor(member.email);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/reset-password/do');
    expect(mailsTo(member.email)[0]).toMatch(/^Subject: Reset your password for Datelane/m);

    // The member's own logged-in browser keeps its session; every other one is signed out.
    const done = await setPassword(member.client, { token, password: 'a brand new phrase' });
    expect([done.statusCode, done.json()]).toEqual([200, { done: true }]);
    expect(await status(member.client)).toBe(200);
    expect(await status(otherDevice)).toBe(403);

    expect((await new BrowserClient(mailing.t.app).login(member.email, 'pass phrase')).statusCode).toBe(401);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'a brand new phrase')).statusCode).toBe(200);

    const again = await setPassword(visitor, { token, password: 'yet another phrase' });
    expect([again.statusCode, again.json().error]).toEqual([410, 'reset_link_invalid']);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'yet another phrase')).statusCode).toBe(401);
  });

  it('answers a retry after a lost answer as done, with the same password only, and only for a while', async () => {
    const member = await signUpMember(mailing.t, 'Retrying');
    await askForLink(new BrowserClient(mailing.t.app), member.email);
    const { token } = await linkFor(member.email);
    const browser = new BrowserClient(mailing.t.app);
    expect((await setPassword(browser, { token, password: 'a lost answer' })).statusCode).toBe(200);

    // The same click again: the password is already set, so the member is told it worked.
    const retry = await setPassword(browser, { token, password: 'a lost answer' });
    expect([retry.statusCode, retry.json()]).toEqual([200, { done: true }]);
    // Another password with the used link is refused, and changes nothing.
    const other = await setPassword(browser, { token, password: 'someone else' });
    expect([other.statusCode, other.json().error]).toEqual([410, 'reset_link_invalid']);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'a lost answer')).statusCode).toBe(200);

    // Ten minutes later the link is just used.
    await mailing.t.db.query(
      `update password_reset_tokens set used_at = used_at - interval '11 minutes' where member_id = $1`,
      [member.memberId],
    );
    const late = await setPassword(browser, { token, password: 'a lost answer' });
    expect([late.statusCode, late.json().error]).toEqual([410, 'reset_link_invalid']);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = await askForLink(new BrowserClient(mailing.t.app), 'nobody.here@example.org');
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { done: true }]);
    // A mail, had one been queued with the answer, has been handed to the SMTP server once the outbox is idle.
    await mailing.t.ctx.mail.idle();
    expect(mailsTo('nobody.here@example.org')).toEqual([]);
  });

  it('refuses an expired link, and using one link ends the older ones', async () => {
    const member = await signUpMember(mailing.t, 'Slow');
    const visitor = new BrowserClient(mailing.t.app);
    await askForLink(visitor, member.email);
    const first = await linkFor(member.email, 1);
    await askForLink(visitor, member.email);
    const second = await linkFor(member.email, 2);
    await askForLink(visitor, member.email);
    const third = await linkFor(member.email, 3);

    await mailing.t.db.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second'
        where member_id = $1 and created_at = (select min(created_at) from password_reset_tokens where member_id = $1)`,
      [member.memberId],
    );
    expect((await setPassword(visitor, { token: first.token, password: 'late phrase' })).statusCode).toBe(410);
    expect((await setPassword(visitor, { token: third.token, password: 'right phrase' })).statusCode).toBe(200);
    expect((await setPassword(visitor, { token: second.token, password: 'older link' })).statusCode).toBe(410);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'right phrase')).statusCode).toBe(200);
  });

  it('sends at most 3 links an hour to one address, while answering the same', async () => {
    const member = await signUpMember(mailing.t, 'Flooded');
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await askForLink(new BrowserClient(mailing.t.app), member.email)).json());
    expect(answers).toEqual(Array(5).fill({ done: true }));
    const [row] = await mailing.t.db.query<{ count: number }>(
      `select count(*)::int as count from mail_messages where member_id = $1 and kind = 'password_reset'`,
      [member.memberId],
    );
    expect(row?.count).toBe(3);
  });

  it('lifts the login delay of the account once the password is reset', async () => {
    const member = await signUpMember(mailing.t, 'Locked');
    const attacker = new BrowserClient(mailing.t.app);
    let throttled = false;
    for (let i = 0; i < 30 && !throttled; i += 1)
      throttled = (await attacker.login(member.email, `guess ${i}`)).statusCode === 429;
    expect(throttled).toBe(true);
    const visitor = new BrowserClient(mailing.t.app);
    await askForLink(visitor, member.email);
    const { token } = await linkFor(member.email);
    expect((await setPassword(visitor, { token, password: 'fresh phrase' })).statusCode).toBe(200);
    expect((await new BrowserClient(mailing.t.app).login(member.email, 'fresh phrase')).statusCode).toBe(200);
  });

  it('refuses bad input with field errors and loses nothing', async () => {
    const visitor = new BrowserClient(mailing.t.app);
    const badEmail = await askForLink(visitor, 'not an address');
    expect([badEmail.statusCode, badEmail.json().fields]).toEqual([400, { email: 'invalid_email' }]);
    const malformed = await setPassword(visitor, { token: 'short', password: 'x' });
    expect([malformed.statusCode, malformed.json().fields]).toMatchObject([400, { token: 'reset_link_invalid' }]);
    const noPassword = await setPassword(visitor, { token: 'a'.repeat(43), password: '' });
    expect([noPassword.statusCode, noPassword.json().fields]).toEqual([400, { password: 'required' }]);
    const unknownToken = await setPassword(visitor, { token: 'a'.repeat(43), password: 'something' });
    expect([unknownToken.statusCode, unknownToken.json().error]).toEqual([410, 'reset_link_invalid']);
    expect((await setPassword(visitor, { token: 'a'.repeat(43), password: 'x' }, '?do=2')).statusCode).toBe(400);
    expect((await setPassword(visitor, { email: 'x@example.org', extra: 1 }, '')).statusCode).toBe(400);
  });

  it("sends the link as a button in the site's brand colour", async () => {
    const member = await signUpMember(mailing.t, 'Colourful');
    const { client: admin } = await signedInOperator(mailing.t, 'admin');
    const { site } = (await admin.request({ method: 'GET', url: '/api/admin/site.php?id=1' })).json() as {
      site: { id: number; version: number; settings: Record<string, unknown> } & Record<string, unknown>;
    };
    const saveColour = async (brand_color: string, version: number) =>
      admin.request({
        method: 'PUT',
        url: '/api/admin/sites.php',
        payload: {
          id: site.id,
          version,
          hosts: site.hosts,
          origin: site.origin,
          is_default: site.is_default,
          settings: { ...site.settings, brand_color },
          template: site.template,
          moderation: site.moderation,
        },
      });
    const saved = await saveColour('#00695c', site.version);
    expect(saved.statusCode).toBe(200);
    try {
      await askForLink(new BrowserClient(mailing.t.app), member.email);
      await linkFor(member.email);
      expect(mailsTo(member.email).at(-1)).toMatch(
        /<a href="[^"]+\/reset-password\/do\?token=[\w-]+" style="[^"]*background:#00695c;/,
      );
    } finally {
      expect(
        (await saveColour('#c2185b', (saved.json() as { site: { version: number } }).site.version)).statusCode,
      ).toBe(200);
    }
  });
});

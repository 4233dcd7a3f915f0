import { userResponseSchema } from 'shared-contracts/api';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  // The demo site's links go to PUBLIC_ORIGIN; the outbox page is a developer tool.
  t = await createTestApp({ environment: { PUBLIC_ORIGIN: 'http://localhost:8080', DEV_TOOLS: '1' } });
});
afterAll(async () => {
  await t.close();
});

async function validate(client: BrowserClient, email: string) {
  const response = await client.request({
    method: 'GET',
    url: `/api/validate_email.php?email=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return validateEmailResponseSchema.parse(response.json());
}

let counter = 0;
const uniqueEmail = () => `new.member${(counter += 1)}.${Date.now()}@Example.COM`;

async function signUp(client: BrowserClient, overrides: Record<string, unknown> = {}, email = uniqueEmail()) {
  const { token, email: corrected } = await validate(client, email);
  return client.request({
    method: 'POST',
    url: '/api/user.php?new=1',
    payload: {
      email: corrected,
      name: 'Robin',
      password: 'a good passphrase',
      token,
      language: 'nl',
      country: 'BE',
      timezone: 'Europe/Brussels',
      n: `form-${counter}`,
      ...overrides,
    },
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

describe('GET /api/validate_email.php', () => {
  it('answers new with a token and the corrected address for an unused address', async () => {
    const answer = await validate(new BrowserClient(t.app), '  Someone.New@GMAIL.Com ');
    expect(answer).toEqual({
      token: expect.stringMatching(/^\d+\.[\w-]+$/),
      status: 'new',
      email: 'Someone.New@gmail.com',
      request_email: '  Someone.New@GMAIL.Com ',
    });
  });

  it('answers active for an existing account, in any capitals, without a token', async () => {
    expect(await validate(new BrowserClient(t.app), 'DEMO@example.com')).toMatchObject({ status: 'active', token: '' });
  });

  it.each([
    ['not_confirmed', 'not_confirmed'],
    ['deleted', 'deleted'],
    ['deactivated', 'deleted'],
  ])('answers %s accounts as %s', async (memberStatus, answer) => {
    const email = `${memberStatus}@example.org`;
    await t.db.query(
      `insert into members (site_id, email, email_normalized, status) select id, $1, $1, $2 from sites where is_default`,
      [email, memberStatus],
    );
    expect((await validate(new BrowserClient(t.app), email)).status).toBe(answer);
  });

  it.each(['plainaddress', 'a@b', '@example.com', 'two@@example.com', ''])('answers invalid for %j', async (email) => {
    expect((await validate(new BrowserClient(t.app), email)).status).toBe('invalid');
  });

  it('limits checks per client, so addresses cannot be harvested', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await client.request({ method: 'GET', url: `/api/validate_email.php?email=x${i}@example.com` })).statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/user.php?new=1', () => {
  it('creates a not yet confirmed account, logs the visitor in and keeps the signup details', async () => {
    const client = new BrowserClient(t.app);
    const response = await signUp(client, { trafficsource: { network: 'aff42', sub1: 'spring', cpc: '' } });
    expect(response.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(response.json());
    expect(user.profile).toMatchObject({ name: 'Robin', country: 'BE', language: 'nl', main_image: null });
    expect(user.email).toMatch(/@example\.com$/);
    const me = await client.request({ method: 'GET', url: '/api/user.php' });
    expect(me.json().user.id).toBe(user.id);
    const [member] = await t.db.query<{ status: string; tracking: object; timezone: string; password_hash: string }>(
      'select status, tracking, timezone, password_hash from members where id = $1',
      [user.id],
    );
    expect(member).toMatchObject({
      status: 'not_confirmed',
      tracking: { network: 'aff42', sub1: 'spring' },
      timezone: 'Europe/Brussels',
    });
    expect(member?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('sends the activation mail, reports its delivery, and its link activates the account once', async () => {
    const client = new BrowserClient(t.app);
    const { user } = userResponseSchema.parse((await signUp(client)).json());
    const delivered = await waitFor(
      async () => (await client.request({ method: 'GET', url: '/api/activate.php' })).json() as { delivered: boolean },
      (answer) => answer.delivered,
    );
    expect(delivered).toEqual({ delivered: true });
    const [mail] = await t.db.query<{ to_address: string; subject: string; text_body: string; html_body: string }>(
      `select to_address, subject, text_body, html_body from mail_messages where member_id = $1 and kind = 'activation'`,
      [user.id],
    );
    expect(mail?.to_address).toBe(user.email);
    // The member chose Dutch.
    expect(mail?.subject).toBe('Bevestig je e-mailadres voor Datelane');
    const link = /http:\/\/localhost:8080\/activate\/confirm\?token=[\w-]+/.exec(mail?.text_body ?? '')?.[0] as string;
    expect(mail?.html_body).toContain(`href="${link}"`);

    const confirmed = await client.request({ method: 'GET', url: link.replace('http://localhost:8080', '') });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/activate/done');
    const [member] = await t.db.query<{ status: string }>('select status from members where id = $1', [user.id]);
    expect(member?.status).toBe('active');

    // Clicked again: the account is active already, which its page says (with the way in), not an error.
    const reused = await client.request({ method: 'GET', url: link.replace('http://localhost:8080', '') });
    expect(reused.headers.location).toBe('/activate/active');
    const elsewhere = await new BrowserClient(t.app).request({
      method: 'GET',
      url: link.replace('http://localhost:8080', ''),
    });
    expect(elsewhere.headers.location).toBe('/activate/active');
    expect((await client.request({ method: 'GET', url: '/activate/confirm?token=forged' })).headers.location).toBe(
      '/activate/error',
    );
    expect((await client.request({ method: 'GET', url: '/activate/confirm' })).headers.location).toBe(
      '/activate/error',
    );
  });

  it.each(['localhost:1@evil.example', '127.0.0.1:6666', 'localhost:8080/x?', 'localhost:8080', 'evil.example'])(
    'builds the link from the configured origin whatever the Host header says (%s)',
    async (host) => {
      const client = new BrowserClient(t.app, host);
      const { user } = userResponseSchema.parse((await signUp(client)).json());
      const [mail] = await waitFor(
        () =>
          t.db.query<{ text_body: string; html_body: string }>(
            `select text_body, html_body from mail_messages where member_id = $1`,
            [user.id],
          ),
        (rows) => rows.length > 0,
      );
      const links = [...`${mail?.text_body} ${mail?.html_body}`.matchAll(/https?:\/\/[^\s"<]+/g)].map(([url]) => url);
      expect(links.length).toBeGreaterThan(0);
      for (const url of links) expect(url).toMatch(/^http:\/\/localhost:8080\/activate\/confirm\?token=[\w-]+$/);
    },
  );

  it("uses a site's own configured origin for its links", async () => {
    await t.db.query(`update sites set origin = 'https://www.datelane.example' where is_default`);
    t.ctx.sites.invalidate();
    try {
      const { user } = userResponseSchema.parse(
        (await signUp(new BrowserClient(t.app, 'localhost:1@evil.example'))).json(),
      );
      const [mail] = await waitFor(
        () => t.db.query<{ text_body: string }>(`select text_body from mail_messages where member_id = $1`, [user.id]),
        (rows) => rows.length > 0,
      );
      expect(mail?.text_body).toMatch(/https:\/\/www\.datelane\.example\/activate\/confirm\?token=[\w-]+/);
    } finally {
      await t.db.query(`update sites set origin = null where is_default`);
      t.ctx.sites.invalidate();
    }
  });

  it('never creates two accounts for a repeated submission: the repeat answers the same account', async () => {
    const client = new BrowserClient(t.app);
    const email = uniqueEmail();
    const { token, email: corrected } = await validate(client, email);
    const payload = { email: corrected, name: 'Sam', password: 'pass phrase', token, n: 'double-click-1' };
    const [first, second] = await Promise.all([
      client.request({ method: 'POST', url: '/api/user.php?new=1', payload }),
      client.request({ method: 'POST', url: '/api/user.php?new=1', payload }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().user.id).toBe(second.json().user.id);
    const [count] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from members where email_normalized = $1',
      [corrected.toLowerCase()],
    );
    expect(count?.n).toBe(1);

    const other = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { ...payload, n: 'another-form' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ email: 'email_exists' });
  });

  it.each([
    ['a name starting with @', { name: '@robin' }, { name: 'name_starts_with_at' }],
    ['an empty name', { name: '   ' }, { name: 'required' }],
    ['a name of 151 characters', { name: 'x'.repeat(151) }, { name: 'max_length' }],
    ['a name of only invisible characters', { name: '\u202e\u200b\u2066' }, { name: 'required' }],
    ['a name with a NUL byte', { name: 'Ro\u0000bin' }, { name: 'invalid_characters' }],
    ['a name with an unpaired surrogate', { name: 'Ro\ud800bin' }, { name: 'invalid_characters' }],
    ['an empty password', { password: '' }, { password: 'required' }],
  ])('refuses %s with the same message key the form shows', async (_label, overrides, fields) => {
    const response = await signUp(new BrowserClient(t.app), overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields });
  });

  it('takes bidi controls and invisible formatting out of the name, so it cannot disguise itself', async () => {
    const response = await signUp(new BrowserClient(t.app), { name: 'Ev\u200bil\u202e 63 \u2066Kim\u2069\ufeff' });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).user.profile.name).toBe('Evil 63 Kim');
  });

  it('keeps the joiners that emoji and Persian names need', async () => {
    const name = 'Mehr\u200cnaz 👩\u200d🚀';
    expect(userResponseSchema.parse((await signUp(new BrowserClient(t.app), { name })).json()).user.profile.name).toBe(
      name,
    );
  });

  it('refuses a name equal to the e-mail address', async () => {
    const email = uniqueEmail();
    const response = await signUp(new BrowserClient(t.app), { name: email.toLowerCase() }, email);
    expect(response.json().fields).toEqual({ name: 'name_equal_to_email' });
  });

  it('refuses an address that was not checked, or checked for another address', async () => {
    const client = new BrowserClient(t.app);
    const { token } = await validate(client, uniqueEmail());
    const response = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email: uniqueEmail(), name: 'Kim', password: 'x', token },
    });
    expect(response.json().fields).toEqual({ email: 'email_not_validated' });
    const invalid = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email: 'nope', name: 'Kim', password: 'x', token },
    });
    expect(invalid.json().fields).toEqual({ email: 'invalid_email' });
  });

  it('marks Gmail addresses with mailprovider 2, so the last step can offer a search in that webmail', async () => {
    const gmail = userResponseSchema.parse(
      (await signUp(new BrowserClient(t.app), {}, `kim.${Date.now()}@gmail.com`)).json(),
    );
    expect(gmail.user.mailprovider).toBe(2);
    const other = userResponseSchema.parse((await signUp(new BrowserClient(t.app))).json());
    expect(other.user.mailprovider).toBe(0);
  });

  it('refuses an address that already has an account', async () => {
    const client = new BrowserClient(t.app);
    const taken = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email: 'demo@example.com', name: 'Kim', password: 'x', token: '1.x' },
    });
    expect(taken.json().fields).toEqual({ email: 'email_exists' });
  });

  it('answers wrong types with 400, never a server error', async () => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email: 5, name: [], password: {}, token: null },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/user.php?push=1', () => {
  const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BNc', auth: 'tBH' } };

  it('needs a logged-in member', async () => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription },
    });
    expect(response.statusCode).toBe(403);
  });

  it("stores the member's subscription once, however often it is sent", async () => {
    const client = new BrowserClient(t.app);
    const { user } = userResponseSchema.parse((await signUp(client)).json());
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await client.request({ method: 'POST', url: '/api/user.php?push=1', payload: { subscription } })).statusCode,
      ).toBe(200);
    }
    const rows = await t.db.query<{ member_id: number }>(
      'select member_id from push_subscriptions where endpoint = $1',
      [subscription.endpoint],
    );
    expect(rows).toEqual([{ member_id: user.id }]);
  });

  it.each([
    'javascript:alert(1)',
    'http://push.example.com/send/abc',
    'https://127.0.0.1:5432/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/x',
    'https://db/x',
    'https://metadata.google.internal/x',
    'https://user:pass@push.example.com/x',
  ])('refuses an endpoint that is not a public https push service: %s', async (endpoint) => {
    const client = new BrowserClient(t.app);
    await client.login();
    const response = await client.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: { ...subscription, endpoint } },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.query('select 1 from push_subscriptions where endpoint = $1', [endpoint])).toHaveLength(0);
  });

  it("never moves another member's subscription without its keys, but follows the browser that holds them", async () => {
    const endpoint = `https://push.example.com/send/${Date.now()}`;
    const owner = new BrowserClient(t.app);
    const { user } = userResponseSchema.parse((await signUp(owner)).json());
    await owner.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: { endpoint, keys: { p256dh: 'BOwner', auth: 'ownerAuth' } } },
    });

    const intruder = new BrowserClient(t.app);
    await intruder.login();
    const takeover = await intruder.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: { endpoint, keys: { p256dh: 'BMine', auth: 'mine' } } },
    });
    expect(takeover.statusCode).toBe(409);
    expect(
      await t.db.query('select member_id, p256dh from push_subscriptions where endpoint = $1', [endpoint]),
    ).toEqual([{ member_id: user.id, p256dh: 'BOwner' }]);

    // The same browser (same keys) with another member logged in: the notifications follow that member.
    const sameBrowser = await intruder.request({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: { endpoint, keys: { p256dh: 'BOwner', auth: 'ownerAuth' } } },
    });
    expect(sameBrowser.statusCode).toBe(200);
    const [moved] = await t.db.query<{ member_id: number }>(
      'select member_id from push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(moved?.member_id).not.toBe(user.id);
  });
});

describe('GET /_dev/mail', () => {
  it('lists the outbox with the activation link clickable and the text escaped', async () => {
    const client = new BrowserClient(t.app);
    await signUp(client, { name: 'Robin <b>bold</b>' });
    // The activation mail is sent after the signup answers: wait until the outbox lists it.
    const page = await waitFor(
      () => client.request({ method: 'GET', url: '/_dev/mail' }),
      (answer) => answer.body.includes('Robin &#60;b&#62;'),
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<a href="http:\/\/localhost:8080\/activate\/confirm\?token=[\w-]+">/);
    expect(page.body).toContain('Robin &#60;b&#62;bold&#60;/b&#62;');
    expect(page.body).not.toContain('<b>bold</b>');
  });
});

describe('POST /api/activate.php (the reminder: send again, change address)', () => {
  const activationMails = (memberId: number) =>
    t.db.query<{ to_address: string; text_body: string }>(
      `select to_address, text_body from mail_messages where member_id = $1 and kind = 'activation' order by id`,
      [memberId],
    );
  const tokenOf = (mail: { text_body: string } | undefined) =>
    /\/activate\/confirm\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];

  it('sends the mail again while the address is unconfirmed, a few times an hour at most', async () => {
    const client = new BrowserClient(t.app);
    const { user } = userResponseSchema.parse((await signUp(client)).json());
    expect(user.email_confirmed).toBe(false);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await client.request({ method: 'POST', url: '/api/activate.php', payload: {} })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await activationMails(user.id)).toHaveLength(4);
  });

  it('sends it to a corrected address, whose link then works while the old one does not', async () => {
    const client = new BrowserClient(t.app);
    const { user } = userResponseSchema.parse((await signUp(client)).json());
    const [first] = await waitFor(
      () => activationMails(user.id),
      (rows) => rows.length > 0,
    );
    const corrected = uniqueEmail();
    const unchecked = await client.request({ method: 'POST', url: '/api/activate.php', payload: { email: corrected } });
    expect(unchecked.json().fields).toEqual({ email: 'email_not_validated' });
    const taken = await client.request({
      method: 'POST',
      url: '/api/activate.php',
      payload: { email: 'demo@example.com', token: 'x' },
    });
    expect(taken.json().fields).toEqual({ email: 'email_exists' });

    const { token, email } = await validate(client, corrected);
    const changed = await client.request({ method: 'POST', url: '/api/activate.php', payload: { email, token } });
    expect(changed.statusCode).toBe(200);
    expect(userResponseSchema.parse(changed.json()).user.email).toBe(email);
    const mails = await activationMails(user.id);
    expect(mails.at(-1)?.to_address).toBe(email);

    const old = await client.request({ method: 'GET', url: `/activate/confirm?token=${tokenOf(first)}` });
    expect(old.headers.location).toBe('/activate/error');
    const fresh = await client.request({ method: 'GET', url: `/activate/confirm?token=${tokenOf(mails.at(-1))}` });
    expect(fresh.headers.location).toBe('/activate/done');
    expect(
      userResponseSchema.parse((await client.request({ method: 'GET', url: '/api/user.php' })).json()).user
        .email_confirmed,
    ).toBe(true);
  });

  it('answers 409 once the address is confirmed, and 403 to a visitor', async () => {
    const demo = new BrowserClient(t.app);
    await demo.login();
    expect((await demo.request({ method: 'POST', url: '/api/activate.php', payload: {} })).json().error).toBe(
      'already_confirmed',
    );
    expect(
      (await new BrowserClient(t.app).request({ method: 'POST', url: '/api/activate.php', payload: {} })).statusCode,
    ).toBe(403);
  });
});

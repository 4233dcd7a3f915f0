import { apiErrorSchema, userResponseSchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('strict calls', () => {
  it('refuse a body key they do not know, naming it', async () => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/login.php',
      payload: { email: 'demo@example.com', password: 'demo-password', remember: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { remember: 'unknown_key' } });
  });

  it('answer a POST to user.php that names neither shape (new=1, push=1) with a 400', async () => {
    const subscription = { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'BNc', auth: 'tBH' } };
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/user.php',
      payload: { subscription },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe('bad_request');
  });
});

describe('GET /api/user.php', () => {
  it('answers 403 with a JSON error for a visitor', async () => {
    const response = await new BrowserClient(t.app).request({ method: 'GET', url: '/api/user.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'not_logged_in', message: expect.any(String) });
  });

  it('answers the demo member after login, in the contract shape', async () => {
    const client = new BrowserClient(t.app);
    expect((await client.login()).statusCode).toBe(200);
    const response = await client.request({ method: 'GET', url: '/api/user.php' });
    expect(response.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(response.json());
    expect(user).toMatchObject({ email: 'demo@example.com', paid_user: false, loggedIn: true });
    expect(user.profile).toMatchObject({ name: 'Demo', country: 'NL', gender: 'male' });
    expect(user.profile.main_image?.thumb_filename).toMatch(/^demo\/.+-thumb\.jpg$/);
    const daysAgo = (Date.now() - Date.parse(user.signup_date)) / 86_400_000;
    expect(Math.round(daysAgo)).toBe(30);
  });
});

describe('POST /api/login.php', () => {
  it('gives one generic answer for a wrong password and for an unknown address', async () => {
    const client = new BrowserClient(t.app);
    const wrongPassword = await client.login('demo@example.com', 'not-the-password');
    const unknown = await client.login('nobody@example.com', 'demo-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().error).toBe('invalid_credentials');
  });

  it('accepts the address in any capitals and with spaces around it', async () => {
    const response = await new BrowserClient(t.app).login('  Demo@Example.COM ', 'demo-password');
    expect(response.statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and issues a new session id on every login', async () => {
    const client = new BrowserClient(t.app);
    const first = await client.login();
    const cookie = first.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const planted = client.cookies.get('sid');
    await client.login();
    expect(client.cookies.get('sid')).not.toBe(planted);
    // The session id from before the second login is worth nothing now.
    const stale = new BrowserClient(t.app);
    stale.cookies.set('sid', planted as string);
    expect((await stale.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(403);
  });

  it('stores sessions server-side, never the cookie value itself', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    const rows = await t.db.query<{ id_hash: string }>('select id_hash from sessions');
    expect(rows.map((row) => row.id_hash)).not.toContain(client.cookies.get('sid'));
  });

  it('stores passwords as argon2id hashes with the OWASP parameters', async () => {
    const [row] = await t.db.query<{ password_hash: string }>(
      `select password_hash from members where email = 'demo@example.com'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['no body', undefined, undefined],
    ['a missing password', { email: 'demo@example.com' }, ['password']],
    ['wrong types', { email: 42, password: ['x'] }, ['email', 'password']],
    ['an empty e-mail', { email: '', password: 'x' }, ['email']],
  ])('answers 400 with a JSON error for %s, naming the fields', async (_label, payload, fields) => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/login.php',
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    if (fields) expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('answers malformed JSON with 400, not a server error', async () => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/login.php',
      payload: '{"email": "demo@example.com", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
  });

  it('answers an oversized body with 413', async () => {
    const response = await new BrowserClient(t.app).request({
      method: 'POST',
      url: '/api/login.php',
      payload: { email: 'demo@example.com', password: 'x'.repeat(300_000) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('limits login attempts per client: the 11th within a minute gets 429', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // A different address each time: this is the per-client limit, not the per-account one.
      const email = `x${attempt}@example.com`;
      statuses.push(
        (
          await client.request({
            method: 'POST',
            url: '/api/login.php',
            payload: { email, password: 'x' },
            remoteAddress: '203.0.113.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('ignores an X-Forwarded-For the client writes itself when no proxy is trusted: rotating it gains nothing', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const headers = { 'x-forwarded-for': `10.9.${attempt}.1` };
      statuses.push(
        (
          await client.request({
            method: 'POST',
            url: '/api/login.php',
            payload: { email: `y${attempt}@example.com`, password: 'x' },
            headers,
            remoteAddress: '203.0.113.10',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/logout.php', () => {
  it('answers done, ends the session server-side and clears the cookie', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    const token = client.cookies.get('sid') as string;
    const response = await client.request({ method: 'GET', url: '/api/logout.php' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('done');
    expect(client.cookies.has('sid')).toBe(false);
    const replay = new BrowserClient(t.app);
    replay.cookies.set('sid', token);
    expect((await replay.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(403);
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing call without the CSRF header', async () => {
    const client = new BrowserClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/login.php',
      payload: { email: 'demo@example.com', password: 'demo-password' },
      withCsrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf');
  });

  it('refuses a forged logout (a GET that changes state) without the header', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    expect((await client.request({ method: 'GET', url: '/api/logout.php', withCsrf: false })).statusCode).toBe(403);
    expect((await client.request({ method: 'GET', url: '/api/user.php' })).statusCode).toBe(200);
  });

  it('refuses a request the browser marks as cross-site even with a token', async () => {
    const client = new BrowserClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/login.php',
      payload: { email: 'demo@example.com', password: 'demo-password' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/page-hidden.php', () => {
  it('records the member as active now, sent as a header-less beacon', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    await t.db.query(`update profiles set last_active = now() - interval '2 days' where name = 'Demo'`);
    const response = await client.request({
      method: 'POST',
      url: '/api/page-hidden.php',
      payload: {},
      withCsrf: false,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.db.query<{ seconds: number }>(
      `select extract(epoch from now() - last_active)::int as seconds from profiles where name = 'Demo'`,
    );
    expect(row?.seconds).toBeLessThan(60);
  });

  it('answers a visitor with 204 and changes nothing, and refuses a non-empty body', async () => {
    const client = new BrowserClient(t.app);
    expect(
      (await client.request({ method: 'POST', url: '/api/page-hidden.php', payload: {}, withCsrf: false })).statusCode,
    ).toBe(204);
    expect(
      (await client.request({ method: 'POST', url: '/api/page-hidden.php', payload: { spoof: 1 }, withCsrf: false }))
        .statusCode,
    ).toBe(400);
  });
});

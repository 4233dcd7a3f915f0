import { loadConfig } from '../src/config';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

describe('TRUST_PROXY configuration', () => {
  it('refuses `true`, which would believe the X-Forwarded-For a client writes itself', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxy hops/);
  });

  it('takes a hop count or proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not an IP address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/not an IP address/);
  });
});

/** The reverse proxy at 10.0.0.5 appends the address it saw to whatever X-Forwarded-For the client sent. */
const PROXY = '10.0.0.5';
const viaProxy = (client: string, spoofed: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
});

describe.each([
  ['a hop count', '1'],
  ['the proxy address', PROXY],
])('behind a trusted proxy named by %s', (_label, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ environment: { TRUST_PROXY: trustProxy } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits logins by the address the proxy appended, however the client rotates its own entries', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { remoteAddress, headers } = viaProxy('203.0.113.50', `198.18.${attempt}.1`);
      const payload = { email: `guess${attempt}@example.com`, password: 'x' };
      statuses.push(
        (await client.request({ method: 'POST', url: '/api/login.php', payload, remoteAddress, headers })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('stores the appended address as the signup address', async () => {
    const client = new BrowserClient(t.app);
    const email = `proxied.${Date.now()}@example.org`;
    const check = await client.request({
      method: 'GET',
      url: `/api/validate_email.php?email=${email}`,
      ...viaProxy('203.0.113.77', '1.2.3.4'),
    });
    const { token } = check.json() as { token: string };
    const signup = await client.request({
      method: 'POST',
      url: '/api/user.php?new=1',
      payload: { email, name: 'Proxied', password: 'pass phrase', token },
      ...viaProxy('203.0.113.77', '1.2.3.4'),
    });
    expect(signup.statusCode).toBe(200);
    const [member] = await t.db.query<{ signup_ip: string }>('select signup_ip from members where email = $1', [email]);
    expect(member?.signup_ip).toBe('203.0.113.77');
  });
});

describe('a client that reaches the server directly while only the proxy is trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ environment: { TRUST_PROXY: PROXY } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is counted by its own address; its X-Forwarded-For is ignored', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const headers = { 'x-forwarded-for': `198.18.${attempt}.1` };
      statuses.push(
        (
          await client.request({
            method: 'POST',
            url: '/api/login.php',
            payload: { email: `direct${attempt}@example.com`, password: 'x' },
            headers,
            remoteAddress: '203.0.113.60',
          })
        ).statusCode,
      );
    }
    expect(statuses[10]).toBe(429);
  });
});

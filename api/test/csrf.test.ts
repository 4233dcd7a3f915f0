import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 2 });
});
afterAll(async () => t.close());

const crossSite = { 'sec-fetch-site': 'cross-site' };

/** The calls whose endpoint objects leave the usual CSRF defence (`csrf` in shared-contracts' endpoint objects). */
describe('calls outside the usual CSRF defence', () => {
  it('checks the logout GET like a POST, also when asked as HEAD', async () => {
    const client = new BrowserClient(t.app);
    await client.login();
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await client.request({ method, url: '/api/logout.php', withCsrf: false })).statusCode).toBe(403);
    }
    expect((await client.request({ method: 'GET', url: '/api/user.php' })).json().user).not.toBeNull();
  });

  it("takes the provider's webhook without a token, but never a cross-site one", async () => {
    const client = new BrowserClient(t.app);
    const webhook = { method: 'POST' as const, url: '/api/payment_webhook.php', payload: { id: 'tr_unknown' } };
    expect((await client.request({ ...webhook, withCsrf: false })).json().error).not.toBe('csrf');
    const forged = await client.request({ ...webhook, withCsrf: false, headers: crossSite });
    expect([forged.statusCode, forged.json().error]).toEqual([403, 'csrf']);
  });

  it("asks the operator's calls for the bearer token instead of a CSRF token", async () => {
    const client = new BrowserClient(t.app);
    const create = { method: 'PUT' as const, url: '/api/experiments.php', payload: { key: 'x', action: 'start' } };
    const withoutToken = await client.request({ ...create, withCsrf: false });
    expect([withoutToken.statusCode, withoutToken.json().error]).toEqual([401, 'operator_only']);
    const forged = await client.request({ ...create, withCsrf: false, headers: crossSite });
    expect([forged.statusCode, forged.json().error]).toEqual([403, 'csrf']);
  });

  it('takes the page-hidden beacon without a token, but never a cross-site one', async () => {
    const client = new BrowserClient(t.app);
    const beacon = { method: 'POST' as const, url: '/api/page-hidden.php', payload: {}, withCsrf: false };
    expect((await client.request(beacon)).statusCode).toBe(204);
    expect((await client.request({ ...beacon, headers: crossSite })).statusCode).toBe(403);
  });
});

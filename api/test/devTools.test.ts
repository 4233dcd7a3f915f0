import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

/** Developer pages list every address and working activation link: they exist only when explicitly enabled. */
let plain: TestApp;
let developer: TestApp;
beforeAll(async () => {
  [plain, developer] = await Promise.all([
    createTestApp({ environment: { NODE_ENV: 'development' } }),
    createTestApp({ environment: { DEV_TOOLS: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), developer.close()]);
});

const get = (t: TestApp, url: string) =>
  new BrowserClient(t.app).request({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } });

describe('without DEV_TOOLS, even outside production', () => {
  it('has no outbox page', async () => {
    expect((await get(plain, '/_dev/mail')).statusCode).toBe(404);
  });

  it('answers developer pages with 404 and marks no page for the shell', async () => {
    expect((await get(plain, '/_dev/dialogs')).statusCode).toBe(404);
    expect((await get(plain, '/login')).body).not.toContain('data-dev-tools');
  });

  it('lets no page be framed, not even by the site itself', async () => {
    expect((await get(plain, '/pages/faq')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses the dev panel credits call', async () => {
    const client = new BrowserClient(plain.app);
    expect(
      (await client.request({ method: 'POST', url: '/api/dev/credits.php', payload: { credits: 0 } })).statusCode,
    ).toBe(404);
  });
});

describe('with DEV_TOOLS=1', () => {
  it('serves the outbox and the developer pages, marked for the shell', async () => {
    expect((await get(developer, '/_dev/mail')).statusCode).toBe(200);
    const page = await get(developer, '/_dev/dialogs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-dev-tools="true"');
  });

  it('lets the site frame its own pages for the /_dev previews, and nobody else', async () => {
    const csp = String((await get(developer, '/pages/faq')).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

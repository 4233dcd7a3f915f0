import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
  const client = new BrowserClient(t.app);
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client.request({ method: 'GET', url, headers });
};

function inlinedSettings(html: string): Record<string, unknown> {
  const match = /<script id="app-settings" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('pages', () => {
  it.each(['/', '/login', '/members', '/search', '/members/12', '/likes/m/12', '/credits/5/ideal', '/pages/terms', '/landers/video/some/slug'])(
    'serves the shell for the known route %s with status 200',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('inlines the public settings and names the site in the title', async () => {
    const response = await page('/login');
    expect(inlinedSettings(response.body)).toMatchObject({ name: 'Datelane', cdn_prefix: '/cdn/' });
    expect(response.body).toContain('<title>Datelane</title>');
  });

  it('cannot be broken out of by settings text: JSON in the page escapes <', async () => {
    await t.db.query(`update sites set settings = jsonb_set(settings, '{name}', to_jsonb($1::text)) where is_default`, ['Evil</script><script>alert(1)</script>']);
    t.ctx.sites.invalidate();
    try {
      const response = await page('/login');
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(inlinedSettings(response.body).name).toBe('Evil</script><script>alert(1)</script>');
      expect(response.body).toContain('<title>Evil&#60;/script&#62;');
    } finally {
      await t.db.query(`update sites set settings = jsonb_set(settings, '{name}', '"Datelane"') where is_default`);
      t.ctx.sites.invalidate();
    }
  });

  it('answers an unknown route with status 404 and the shell, which renders the 404 page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('gives a bot a bare 404 without the page', async () => {
    const response = await page('/no/such/page', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not Found');
  });

  it('puts the locale from the cookie, else Accept-Language, else English on <html lang> and preloads its messages', async () => {
    expect((await page('/', { 'accept-language': 'nl' }, { i18n_redirected: 'de' })).body).toContain('<html lang="de"');
    const dutch = await page('/', { 'accept-language': 'fr-CH;q=0.5, nl-BE, en;q=0.8' });
    expect(dutch.body).toContain('<html lang="nl"');
    expect(dutch.body).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/_i18n\/[0-9a-f]+\/nl\/messages.json">/);
    expect((await page('/', { 'accept-language': 'ja' })).body).toContain('<html lang="en"');
  });
});

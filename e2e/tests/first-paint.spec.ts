import type { APIRequestContext } from '@playwright/test';
import { demo, expect, logIn, test } from '../fixtures';

/** The first visitor of a page starts its prerender; answers the HTML a later visitor gets. */
async function prerenderedHtml(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path, { headers })).text();
        return html.includes('data-prerendered');
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return html;
}

const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*<\/div>\s*<script/.exec(html)?.[0] ?? '';

test('a visitor gets the login page as text in the HTML, read-only until the app replaces it without a shift', async ({
  page,
}) => {
  const html = await prerenderedHtml(page.request, '/login');
  const root = rootOf(html);
  expect(root).toMatch(/^<div id="root" data-prerendered inert>/);
  expect(root).toContain('>Log in</h1>');
  // Nothing can be typed into the copy: the app's fields replace it.
  expect(root).toMatch(/<input[^>]*type="email"[^>]*readonly/);
  // The app's scripts are asked for once the text has painted.
  expect(html).toContain('<script id="app-start" type="application/json">');
  expect(html).not.toMatch(/<script src="[^"]*main\.[0-9a-f]+\.js" type="module">/);

  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.01);

  await logIn(page);
  await expect(page).toHaveURL('/');
});

test('the markup follows the locale, and a member never gets a visitor’s copy', async ({ page }) => {
  const dutch = rootOf(await prerenderedHtml(page.request, '/login', { cookie: 'i18n_redirected=nl' }));
  expect(dutch).toContain('>Inloggen</h1>');
  expect(dutch).not.toContain('>Log in</h1>');

  await page.goto('/login');
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  for (const path of ['/', '/login', '/signup']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script src="[^"]*main\.[0-9a-f]+\.js" type="module">/);
  }
});

test('a member’s page asks for the session, its first search and the shell’s modules it needs once, with the page, and its background modules after it', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  // The member home asks for a search, chats and likes of its own, and on a slow machine some of them only after the
  // counting below has begun: a blank page in between ends them.
  await page.goto('about:blank');
  const calls: { url: string; at: number }[] = [];
  const opened = Date.now();
  page.on('request', (request) => calls.push({ url: new URL(request.url()).pathname, at: Date.now() - opened }));
  // Playwright also reports a script read from the page's preload as a request: the DevTools protocol tells them apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requested = new Map<string, string>();
  const fromCache = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => requested.set(event.requestId, new URL(event.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  const downloads = (path: string) => [...requested].filter(([id, url]) => url === path && !fromCache.has(id)).length;
  const html = await (await page.goto('/members'))?.text();
  await expect(page.getByTestId('search-page')).toBeVisible();
  // The chat watcher's socket opens once the background modules are in.
  await expect.poll(() => calls.some((call) => call.url.endsWith('/api/chats.php')), { timeout: 10_000 }).toBe(true);
  // The page's session and first search are the answers the page preloaded: each asked for once.
  expect(calls.filter((call) => call.url === '/api/user.php')).toHaveLength(1);
  expect(calls.filter((call) => call.url === '/api/search.php')).toHaveLength(1);
  // The shell's copies of what the search takes from it (RTK Query, the search schemas) come with the page too, and
  // the script the runtime adds later reads the preloaded one: none is downloaded twice.
  const shellCopies = [...(html ?? '').matchAll(/<link rel="preload" as="script" href="(\/shell\/[^"]+)">/g)]
    .map(([, href]) => href ?? '')
    .filter((href) => !href.includes('/bootstrap.'));
  expect(shellCopies.length).toBeGreaterThanOrEqual(2);
  for (const href of shellCopies) {
    expect(
      calls.some((call) => call.url === href),
      href,
    ).toBe(true);
    expect(downloads(href), href).toBeLessThanOrEqual(1);
  }
  const search = calls.find((call) => call.url === '/api/search.php');
  const watcher = calls.find((call) => call.url.includes('chat_watcher'));
  expect(search && watcher && watcher.at > search.at).toBe(true);
});

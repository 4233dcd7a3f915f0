import type { Page } from '@playwright/test';
import { demo, expect, logIn, rootOf, test } from '../fixtures';

// docs/architecture.md, "First paint": every page's first view comes rendered by the server, a member's with their
// data, and the app hydrates it: the server's nodes stay in the document.

const SERVER_RENDERED = /^<div id="root" data-server-rendered[ >]/;

/** The text of the page's root as the server sent it. */
const textOf = (html: string) =>
  rootOf(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/**
 * Before any script runs, remembers the element of the server's markup that holds the page (inside `#main`), and
 * collects what React says when hydration falls back to rendering in the browser.
 */
async function watchHydration(page: Page): Promise<string[]> {
  const fallbacks: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Hydration')) fallbacks.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverNode: document.querySelector('#root #main > *') });
    });
  });
  return fallbacks;
}

/** Whether the element the server sent is still the one in the document once the app has started. */
async function keptServerNode(page: Page): Promise<boolean> {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  return page.evaluate(() => {
    const node = (window as unknown as { serverNode: Element | null }).serverNode;
    return node !== null && node.isConnected && document.querySelector('#root #main > *') === node;
  });
}

test('a visitor gets the login page as text in the HTML, and the app hydrates it without a shift', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(rootOf(html)).toMatch(SERVER_RENDERED);
  expect(rootOf(html)).toContain('>Log in</h1>');
  // The app's scripts are asked for once the text has painted.
  expect(html).toContain('<script id="app-start" type="application/json">');
  expect(html).not.toMatch(/<script src="[^"]*main\.[0-9a-f]+\.js" type="module">/);

  const fallbacks = await watchHydration(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  await page.goto('/login');
  expect(await keptServerNode(page)).toBe(true);
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.01);
  expect(fallbacks).toEqual([]);

  await logIn(page);
  await expect(page).toHaveURL('/');
});

test('the markup follows the locale', async ({ page }) => {
  const dutch = rootOf(await (await page.request.get('/login', { headers: { cookie: 'i18n_redirected=nl' } })).text());
  expect(dutch).toMatch(SERVER_RENDERED);
  expect(dutch).toContain('>Inloggen</h1>');
  expect(dutch).not.toContain('>Log in</h1>');
});

test('a page that sends a member elsewhere is a redirect from the server, not an empty page that moves later', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');
  for (const [path, target] of [
    ['/login', '/'],
    ['/signup', '/members'],
  ] as const) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(target);
  }
  await page.goto('/signup');
  await expect(page).toHaveURL('/members');
  await expect(page.getByTestId('search-page')).toBeVisible();
});

test('a member’s search and chats come with their results in the HTML, and the app hydrates them', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/');

  // The first results: their names and photos are in the page the server sent.
  const members = await (await page.request.get('/members')).text();
  expect(rootOf(members)).toMatch(SERVER_RENDERED);
  // The member home's own calls (its nearby members search) end before the count below begins.
  await page.goto('about:blank');
  const fallbacks = await watchHydration(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search.php') searches.push(request.url());
  });
  await page.goto('/members');
  const cards = page.getByTestId('search-page').getByTestId('profile-card');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 4)) {
    const name = (await card.locator('.profile-card-name bdi').first().textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(textOf(members)).toContain(name);
    const photo = await card.locator('img').first().getAttribute('src');
    expect(photo && rootOf(members).includes(photo.replace(/&/g, '&amp;'))).toBe(true);
  }
  expect(await keptServerNode(page)).toBe(true);
  // The page shows the server's answer: the browser does not ask for the first page again.
  expect(searches).toEqual([]);

  // The chat list names the demo partner in the HTML.
  const chats = await (await page.request.get('/chats')).text();
  expect(rootOf(chats)).toMatch(SERVER_RENDERED);
  await page.goto('/chats');
  const partner = (await page.getByTestId('chat-row').first().locator('bdi').first().textContent()) ?? '';
  expect(partner.trim().length).toBeGreaterThan(0);
  expect(textOf(chats)).toContain(partner.trim());
  expect(await keptServerNode(page)).toBe(true);
  expect(fallbacks).toEqual([]);
});

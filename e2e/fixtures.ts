import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it is and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged once they have settled: a button still fading into its hover colour (a 0.15 s transition
  // after a click) has no meaningful contrast yet. Endless animations (a spinner) never finish and are left out; a canceled one counts as settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe, `${page.url()}: ${JSON.stringify(severe, null, 2)}`).toEqual([]);
}

/**
 * `visit` navigates and checks the page's accessibility once it has rendered; every test also checks the page it
 * ends on. Console errors other than the expected 403 of a visitor's user call are collected for the test to see.
 */
/**
 * A server-rendered page does nothing until the app has hydrated it (docs/architecture.md, "First paint"): tests act
 * on the live page, as a visitor can a moment later, so navigating waits for it on every page a test opens.
 */
function awaitHydration(page: Page): Page {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (await page.locator('#root[data-server-rendered]').count())
          await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
  return page;
}

/** The pages of a context a test makes itself (a second member's browser) wait for hydration too. */
function awaitHydrationIn(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  Object.assign(context, { newPage: async () => awaitHydration(await newPage()) });
  return context;
}

export const test = base.extend<{ visit: (path: string) => Promise<void> }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) => awaitHydrationIn(await newContext(...args)),
        newPage: async (...args: Parameters<Browser['newPage']>) => awaitHydration(await newPage(...args)),
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.locator('#main').waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  },
  page: async ({ page }, use) => {
    await use(awaitHydration(page));
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };

export const demo = { email: 'demo@example.com', password: 'demo-password' };

export async function logIn(page: Page, email = demo.email, password = demo.password): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Creates an account the way the signup form does (checked address, then POST user.php?new=1), logged in. Unless
 * told otherwise it also clicks the link of the activation mail (from the developer outbox), as a profile is public
 * only once its address is confirmed.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  context: BrowserContext,
  email: string,
  name = 'Sam',
  options: { confirm?: boolean } = {},
): Promise<string> {
  await request.get('/api/settings.php');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value as string;
  const { token } = (await (
    await request.get(`/api/validate_email.php?email=${encodeURIComponent(email)}`)
  ).json()) as { token: string };
  const response = await request.post('/api/user.php?new=1', {
    data: { email, name, password: 'pass phrase', token },
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.status()).toBe(200);
  if (options.confirm ?? true) await confirmThroughOutbox(request, email);
  return csrf;
}

/**
 * The path and token of the newest link to `route` (such as `/reset-password/do`) mailed to `email`, as the developer
 * outbox (/_dev/mail) lists it; waits for the mail to be there. `param` names the link's token (`?statement=` for a
 * statement of reasons). Each site has its own outbox: a page open on another site host reads that site's.
 */
export async function mailedLinkFor(
  request: APIRequestContext | Page,
  email: string,
  route: string,
  param = 'token',
): Promise<string> {
  const pattern = new RegExp(`href="([^"]+${route.replace(/[/.]/g, '\\$&')}\\?${param}=[\\w-]+)"`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox =
        'goto' in request
          ? await request.evaluate(async () => (await fetch('/_dev/mail')).text())
          : await (await request.get('/_dev/mail')).text();
      const mail = outbox
        .split('<article class="mail">')
        .find((article) => article.includes(`to ${email}`) && pattern.test(article));
      link = mail ? pattern.exec(mail)?.[1] : undefined;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/** Opens the newest activation link sent to `email`, as listed by the developer outbox (/_dev/mail). */
export async function confirmThroughOutbox(request: APIRequestContext, email: string): Promise<void> {
  const confirmed = await request.get(await mailedLinkFor(request, email, '/activate/confirm'), { maxRedirects: 0 });
  expect(confirmed.headers().location).toBe('/activate/done');
}

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const findableAge = 100;

/**
 * Makes the member whose page this is (open on their site) a Dutch woman of 100, whom a search among the few that old
 * finds (searchCard). Calls are made by the page itself, so they work on any site host the browser reaches.
 */
export async function makeFindable(page: Page): Promise<void> {
  const status = await page.evaluate(async (age) => {
    const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/user.php', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        gender: 'female',
        date_of_birth: `${new Date().getUTCFullYear() - age}-01-01`,
        country: 'NL',
      }),
    });
    return response.status;
  }, findableAge);
  expect(status).toBe(200);
}

/** A findable member's card in a search among Dutch women of 100, as the search page is sent it; null if none. */
export async function searchCard(
  page: Page,
  profileId: number,
): Promise<{ id: number; main_image: string | null } | null> {
  const filters = `source=members&pp=48&country=NL&gender=female&min_age=${findableAge - 1}&max_age=${findableAge}`;
  return page.evaluate(
    async ({ filters, profileId }) => {
      for (let number = 1; number <= 20; number += 1) {
        const response = await fetch(`/api/search.php?${filters}&page=${number}&manual_search=1&do_not_save=1`);
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const { profiles } = (await response.json()) as { profiles: { id: number; main_image: string | null }[] };
        const card = profiles.find((profile) => profile.id === profileId);
        if (card || profiles.length < 48) return card ?? null;
      }
      return null;
    },
    { filters, profileId },
  );
}

/** The page's root element, as the HTML has it: a server render starts `<div id="root" data-server-rendered …>`. */
export const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*<\/div>\s*<script/.exec(html)?.[0] ?? '';

/**
 * The first search result with the fictional mark. The demo data is random and later-active members come first, so
 * the first page may hold none (the members other tests sign up come first): results are loaded further by scrolling,
 * one page at a time, each load awaited, until one shows or the list ends.
 */
export async function firstFictionalCard(page: Page): Promise<Locator> {
  const results = page.getByTestId('search-page');
  const cards = results.getByTestId('profile-card');
  const marked = cards.filter({ has: page.getByTestId('fictional-icon') }).first();
  await expect(cards.first()).toBeVisible();
  while ((await marked.count()) === 0) {
    const shown = await cards.count();
    // As a member does: scrolling near the end loads the next page. Clicking "Show more" instead races that load,
    // which replaces the button while the click scrolls to it (CI timed out so once the list outgrew one page).
    await cards.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => cards.count(), { message: `no fictional profile among the first ${shown} results, and no more came` })
      .toBeGreaterThan(shown);
  }
  return marked;
}

/** A small real PNG, made here so the tests need no fixture files; `red` tells photos apart. */
export function pngPhoto(width = 64, height = 48, red = 194): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: width }, (_, x) => [red, (x * 4) % 255, (y * 5) % 255]).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

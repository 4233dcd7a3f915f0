import type { Locator, Page } from '@playwright/test';
import { expect, logIn, signUpThroughApi, test, unique } from '../fixtures';

/** A member link's name: its label, and after it the badge's words when it has one ("Chats, 3 unread messages"). */
const withBadge = (label: string) => new RegExp(`^${label}(\\s*,.*)?$`);

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator) => (await locator.boundingBox()) as Box;

/**
 * One row: every item sits beside the brand (its box overlaps the brand's line, none wrapped below it), the header
 * stays under 60 px and nothing scrolls sideways. 60 px: a 44 px tap target plus the navbar's 2 × 4 px padding and
 * its border is 53 px, while a second row would add at least another 31 px (a small button) on top.
 */
async function expectOneRow(page: Page, brand: Locator, items: Locator[]) {
  const header = await boxOf(page.locator('header'));
  expect(header.height).toBeLessThan(60);
  const line = await boxOf(brand);
  for (const item of items) {
    const box = await boxOf(item);
    expect(box.y, await item.evaluate((element) => element.outerHTML.slice(0, 80))).toBeLessThan(line.y + line.height);
    expect(box.y + box.height).toBeGreaterThan(line.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  // The brand is shown whole, not cut short.
  expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

async function expectTapSize(items: Locator[]) {
  for (const item of items) {
    const box = await boxOf(item);
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  }
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor gets brand, language, log in and sign up on one row, in English and in Polish', async ({
    page,
    visit,
  }) => {
    await visit('/login');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // By its place: its name changes with the language.
    const nav = page.locator('header nav');
    const brand = nav.getByRole('link', { name: 'Datelane' });
    const items = [
      nav.getByLabel('Language'),
      nav.getByRole('link', { name: 'Log in' }),
      nav.getByRole('link', { name: 'Sign up' }),
    ];
    await expectOneRow(page, brand, items);
    await expectTapSize(items.slice(1));

    // The language shows as its code; the list behind it names every language in full.
    await expect(nav.getByText('en', { exact: true })).toBeVisible();
    await nav.getByLabel('Language').selectOption('pl');
    await expect(nav.getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();
    await expectOneRow(page, brand, [
      nav.getByLabel('Język'),
      nav.getByRole('link', { name: 'Zaloguj się' }),
      nav.getByRole('link', { name: 'Zarejestruj się' }),
    ]);
  });

  test('a member gets brand, four named links, language and log out on one row, each link tappable', async ({
    page,
    visit,
  }) => {
    await visit('/login');
    await logIn(page);
    await expect(page).toHaveURL('/');
    // The member home has come, in its header's member form, before anything is measured.
    await expect(page.getByTestId('home-member')).toBeVisible();
    const nav = page.locator('header nav');
    const brand = nav.getByRole('link', { name: 'Datelane' });
    const links = { Search: '/members', Chats: '/chats', Likes: '/likes', 'My profile': '/profile' };
    const named = Object.keys(links).map((name) => nav.getByRole('link', { name: withBadge(name) }));
    const logOut = nav.getByRole('button', { name: 'Log out' });
    await expectOneRow(page, brand, [...named, nav.getByLabel('Language'), logOut]);
    await expectTapSize([...named, logOut]);

    for (const [name, path] of Object.entries(links)) {
      await nav.getByRole('link', { name: withBadge(name) }).click();
      await expect(page).toHaveURL(path);
      // Without its label on screen, the current page is marked for assistive technology too.
      await expect(nav.getByRole('link', { name: withBadge(name) })).toHaveAttribute('aria-current', 'page');
    }

    // The longest locale keeps the row, and every link keeps a name in it.
    await nav.getByLabel('Language').selectOption('de');
    for (const name of ['Suche', 'Chats', 'Likes', 'Mein Profil'])
      await expect(nav.getByRole('link', { name: withBadge(name) })).toBeVisible();
    await expectOneRow(page, brand, [
      nav.getByRole('link', { name: withBadge('Mein Profil') }),
      nav.getByLabel('Sprache'),
      nav.getByRole('button', { name: 'Abmelden' }),
    ]);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the member header still fits one row', async ({ page, visit }) => {
    await visit('/login');
    await logIn(page);
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The URL can change before the member's header shows (CI once measured a header that was not on screen), and
    // until the home's first block has shown the page may still change around it (CI once found no visible header
    // right after the member's had shown, 2026-11-29).
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('home-status')).toBeVisible();
    const named = ['Search', 'Chats', 'Likes', 'My profile'].map((name) =>
      nav.getByRole('link', { name: withBadge(name) }),
    );
    await expectOneRow(page, nav.getByRole('link', { name: 'Datelane' }), [
      ...named,
      nav.getByLabel('Language'),
      nav.getByRole('button', { name: 'Log out' }),
    ]);
  });
});

test.describe('on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the member header keeps the brand whole beside the links, the credits, the language and log out', async ({
    page,
    visit,
  }) => {
    await visit('/login');
    await logIn(page);
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectOneRow(page, nav.getByRole('link', { name: 'Datelane' }), [
      ...['Search', 'Chats', 'Likes', 'My profile'].map((name) => nav.getByRole('link', { name: withBadge(name) })),
      nav.getByTestId('header-credits'),
      nav.getByLabel('Language'),
      nav.getByRole('button', { name: 'Log out' }),
    ]);
  });
});

test('a premium member sees "Premium" on the row, until when, in German and Dutch, on tablet and desktop', async ({
  page,
  context,
  baseURL,
  visit,
}) => {
  // Premium bought through the API and the sandbox's checkout, as the payer's browser would.
  const csrf = await signUpThroughApi(page.request, context, `gold.${unique()}@example.org`, 'Gold');
  const { plans } = (await (await page.request.get('/api/credits.php')).json()) as { plans: { id: number }[] };
  const started = await page.request.post('/api/payment.php', {
    data: { plan_id: plans[0]?.id, method: 'ideal' },
    headers: { 'x-csrf-token': csrf },
  });
  const { checkout_url } = (await started.json()) as { checkout_url: string };
  await page.request.post(new URL(checkout_url).pathname, { form: { outcome: 'paid' } });

  for (const [locale, until, language] of [
    ['de', /^Premium bis \d{1,2}\. \S+ \d{4}$/, 'Sprache'],
    ['nl', /^Premium tot \d{1,2} \S+ \d{4}$/, 'Taal'],
  ] as const) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await visit('/');
      const nav = page.locator('header nav');
      const premium = nav.getByTestId('header-premium');
      await expect(premium).toHaveText('Premium');
      await expect(premium).toHaveAccessibleName(until);
      await expect(premium).toHaveAttribute('href', '/premium');
      await expect(nav.getByTestId('header-credits')).toHaveCount(0);
      await expectOneRow(page, nav.getByRole('link', { name: 'Datelane' }), [premium, nav.getByLabel(language)]);
    }
  }
  await page.locator('header nav').getByTestId('header-premium').click();
  await expect(page).toHaveURL('/premium');
});

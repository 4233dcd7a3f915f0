import type { Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures';

// A device set to dark: the site follows it until the visitor chooses otherwise (docs/product.md §3).
test.use({ colorScheme: 'dark' });

const DARK_PAGE = 'rgb(33, 37, 41)';
const LIGHT_PAGE = 'rgb(255, 255, 255)';
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/pages/faq',
  '/complaints',
  '/match-finder',
  '/members/1/landing',
  '/landers/video/milf/eng/summer',
  '/landers/gallery/she/eng',
  '/landers/maplanding/none/eng',
  '/landers/alonetonight/none',
  '/landers/iconslanding/none',
  '/landers/socialnetwork/none',
  '/landers/collagelanding/none',
  '/landers/transitionsvideolanding/none',
];

test("a visitor's dark device gets the dark design on every public page and lander, readable", async ({
  page,
  visit,
}) => {
  test.setTimeout(120_000);
  for (const path of visitorPages) {
    // `visit` checks each page with axe-core, contrast included.
    await visit(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme');
    expect(await pageBackground(page), path).toBe(DARK_PAGE);
  }
});

test("a member's pages on a dark device are dark and readable", async ({ page, visit }) => {
  test.setTimeout(120_000);
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  for (const path of ['/', '/members', '/likes', '/chats', '/profile', '/notifications', '/credits', '/premium']) {
    await visit(path);
    expect(await pageBackground(page), path).toBe(DARK_PAGE);
  }
  await page.getByRole('link', { name: /^Chats/ }).click();
  await page.locator('a[href^="/chats/"]').first().click();
  await expect(page.getByRole('textbox')).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_PAGE);
});

test('the choice in the footer shows at once and survives a reload, before anything paints', async ({
  page,
  visit,
}) => {
  await visit('/pages/faq');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  const appearance = page.getByRole('combobox', { name: 'Appearance' });
  await expect(appearance).toHaveValue('system');

  await appearance.selectOption({ label: 'Light' });
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
  // The server puts the choice on the page it sends, so the page is light before any script runs.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html [^>]*data-bs-theme="light"/);
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  await expect(page.getByRole('combobox', { name: 'Appearance' })).toHaveValue('light');

  await page.getByRole('combobox', { name: 'Appearance' }).selectOption({ label: 'Same as this device' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
  await page.reload();
  expect(await pageBackground(page)).toBe(DARK_PAGE);
});

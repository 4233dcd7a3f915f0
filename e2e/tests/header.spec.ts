import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../fixtures';

/** Every item of the header sits on one row: vertically inside the header's single line, nothing overflowing it. */
async function expectOneRow(page: Page, items: Locator[]) {
  const header = (await page.locator('header').boundingBox()) as { y: number; height: number };
  // One row of 40 px tap targets plus the navbar's padding; a second row would double it.
  expect(header.height).toBeLessThan(60);
  for (const item of items) {
    const box = (await item.boundingBox()) as { y: number; height: number };
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header is one row for a visitor, in the longest locale too', async ({ page, visit }) => {
      await visit('/login');
      // The banner, not the navigation by name: the name is translated too.
      const nav = page.getByRole('banner');
      await expectOneRow(page, [nav.getByRole('link', { name: 'Datelane' }), nav.getByLabel('Language'), nav.getByRole('link', { name: 'Log in' }), nav.getByRole('link', { name: 'Sign up' })]);
      await nav.getByLabel('Language').selectOption('pl');
      await expect(nav.getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();
      await expectOneRow(page, [nav.getByRole('link', { name: 'Datelane' }), nav.getByRole('link', { name: 'Zaloguj się' }), nav.getByRole('link', { name: 'Zarejestruj się' })]);
      // The brand is not cut short.
      const brand = nav.getByRole('link', { name: 'Datelane' });
      expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });

    test('a member gets brand, the four links by name, language and log out on one row', async ({ page, visit }) => {
      await visit('/login');
      await logIn(page);
      await expect(page).toHaveURL('/');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const links = ['Search', 'Chats', 'Likes', 'My profile'].map((name) => nav.getByRole('link', { name, exact: true }));
      for (const link of links) await expect(link).toBeVisible();
      const brand = nav.getByRole('link', { name: 'Datelane' });
      await expectOneRow(page, [brand, ...links, nav.getByLabel('Language'), nav.getByRole('button', { name: 'Log out' })]);
      expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await links[2]?.click();
      await expect(page).toHaveURL('/likes');
    });
  });
}

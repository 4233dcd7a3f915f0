import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from '../fixtures';
import { newOperator, signInToConsole } from '../operators';

// Prices and sites in the operator console (docs/payments.md "Prices", docs/operators.md "Sites and settings"): an
// owner changes a credit package's price, and a member's /credits shows it without a restart. The demo site's
// Dutch 50 + 5 credit package costs €113.99 (api/src/seed/demoCatalog.ts); it is not the one the price of a message
// comes from (100 + 10 for €198.99), so other tests running meanwhile see the same "from" price.

/** The card of the Dutch 50-credit package on /credits, and its price. */
const fiftyCredits = (page: Page): Locator =>
  page.getByTestId('packages').getByRole('listitem').filter({ hasText: '50 credits' });

async function setPrice(console: Page, price: string): Promise<void> {
  await console.getByRole('button', { name: 'Edit 50 + 5 credits' }).click();
  const form = console.getByRole('form', { name: /^Change package \d+$/ });
  await form.getByLabel('Price incl. VAT').fill(price);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
}

test.describe('prices in the console', () => {
  test("an owner changes a package's price; a member's /credits shows it at once", async ({ page, browser, visit }) => {
    // Two browsers, a console sign-in and two price changes, each of which has the server render the site's public
    // pages again in the background (their settings carry the prices): more than the default 30 s on a busy CI machine.
    test.setTimeout(60_000);
    await visit('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    await visit('/credits');
    await expect(fiftyCredits(page)).toContainText('€113.99');

    const console = await (await browser.newContext({ viewport: { width: 768, height: 1024 } })).newPage();
    await signInToConsole(console, await newOperator(page.request, 'owner'));
    await console.getByRole('button', { name: 'Menu' }).click();
    await console.getByRole('link', { name: 'Prices and offers' }).click();
    // With "All sites" picked at the top, prices ask which site's to work on.
    await console.getByRole('list', { name: 'Sites' }).getByRole('button', { name: 'Datelane' }).click();
    await expect(console).toHaveURL(/[?&]site=1\b/);
    await expect(console.getByLabel('Payment country')).toHaveValue('NL');
    const row = console.getByRole('row').filter({ hasText: '50 + 5 credits' });
    await expect(row).toContainText('€113.99');
    await expectAccessible(console);
    try {
      await setPrice(console, '99.99');
      await expect(row).toContainText('€99.99');
      // €99.99 for 55 credits: €1.82 a message, more than the 100-credit package's €1.81.
      await expect(row).toContainText('€1.82');

      await visit('/credits');
      await expect(fiftyCredits(page)).toContainText('€99.99');
      await expect(fiftyCredits(page)).not.toContainText('€113.99');

      await console.goto('/admin/audit');
      await expect(console.getByRole('cell', { name: 'credit_package.updated' }).first()).toBeVisible();
      await expectAccessible(console);
    } finally {
      await console.goto('/admin/prices?site=1');
      await setPrice(console, '113.99');
    }
    await visit('/credits');
    await expect(fiftyCredits(page)).toContainText('€113.99');
  });

  test('the sites, codes and offers pages are accessible, and a site form reviews its changes', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInToConsole(page, await newOperator(page.request, 'owner'));
    await page.goto('/admin/sites');
    await expect(page.getByRole('link', { name: 'Datelane' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Nightlane' }).click();
    await expect(page.getByLabel('Site name')).toHaveValue('Nightlane');
    await page.getByLabel('Support phone number').fill('+356 2123 0000');
    await page.getByRole('button', { name: 'Review changes' }).click();
    const review = page.getByRole('region', { name: 'Saving changes one thing' });
    await expect(review.getByRole('term')).toHaveText(['Support phone number']);
    await expectAccessible(page);
    await review.getByRole('button', { name: 'Keep editing' }).click();
    await page.goto('/admin/sites/new');
    await expect(page.getByLabel('Key')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/admin/prices/codes?site=1');
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page.getByRole('form', { name: 'New campaign code' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/admin/prices/offers?site=1');
    await expect(page.getByRole('switch', { name: 'Offer a welcome code' })).toBeChecked();
  });
});

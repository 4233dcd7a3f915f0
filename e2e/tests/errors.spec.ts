import { expect, test } from '../fixtures';

test('an unknown route shows the 404 error page with status code and message', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /no/such/page');
  // Visitors find the signup form below the error (docs/product.md §2).
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  // The shell's own navigation keeps working from the error page.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a bot gets a bare 404 and no error page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toBe('Not Found');
  await context.close();
});

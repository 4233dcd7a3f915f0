import { expect, test } from '../fixtures';

test('switching the locale re-renders the shell and the loaded remote without a reload', async ({ page, visit, context }) => {
  await visit('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  await page.getByLabel('Language').selectOption('nl');
  // The remote (mfe-account) and the shell's navigation both switch.
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aanmelden', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
  expect(cookie?.value).toBe('nl');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
});

test('the browser language picks the first locale when there is no cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await context.close();
});

import { expect, logIn, test } from '../fixtures';

test('switching the locale re-renders the shell and the loaded remote without a reload', async ({
  page,
  visit,
  context,
}) => {
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

test('region names follow the locale, also when it is switched on the page', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await visit('/members');
  // By its id: the label is translated along with the options.
  const region = page.locator(`[id="${await page.getByLabel('Region').getAttribute('id')}"]`);
  await expect(region.locator('option', { hasText: 'North Holland' })).toHaveCount(1);
  await page.getByLabel('Language').selectOption('nl');
  await expect(region.locator('option', { hasText: 'Noord-Holland' })).toHaveCount(1);
  await expect(region.locator('option', { hasText: 'North Holland' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Zoeken · /);
  await page.getByLabel('Taal').selectOption('pl');
  await expect(region.locator('option', { hasText: 'Holandia Północna' })).toHaveCount(1);
});

test('every page names its tab in the locale, the likes pages each their own', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', domain: 'localhost', path: '/' }]);
  await visit('/likes');
  await expect(page).toHaveTitle(/^Mögen dich · Datelane$/);
  await visit('/likes/given');
  await expect(page).toHaveTitle(/^Magst du · Datelane$/);
  await visit('/activate/done');
  await expect(page).toHaveTitle(/^Konto aktiviert · Datelane$/);
});

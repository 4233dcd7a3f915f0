import { expect, test } from '../fixtures';

for (const [label, failure] of [
  ['manifest answers 404', { status: 404, body: 'Not Found' }],
  ['manifest answers 500', { status: 500, body: 'Internal Server Error' }],
] as const) {
  test(`a remote whose ${label} shows the notice while other routes keep working`, async ({ page }) => {
    await page.route('**/remotes/mfe-landers/**', (route) => route.fulfill(failure));
    await page.goto('/');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeVisible();
    // The shell's navigation and another remote still work.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();

    // The remote comes back: the retry loads it without a page reload.
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await page.unroute('**/remotes/mfe-landers/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('home-visitor')).toBeVisible();
  });
}

test('a remote whose entry script throws shows the notice, and the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/mfe-landers/*/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken release");' }),
  );
  await page.goto('/');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  // Other remotes are unaffected.
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test('a slice whose remote has no page yet shows the notice inside the layout', async ({ page }) => {
  // The remote is up but its container does not expose the route's module, as for a page not built yet: the entry
  // script is served with the legal page's module renamed.
  await page.route('**/remotes/mfe-account/*/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('"./legal-page"', '"./legal-page-not-built"');
    await route.fulfill({ response, body });
  });
  await page.goto('/pages/terms');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
});

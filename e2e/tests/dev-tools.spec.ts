import { expect, expectAccessible, signUpThroughApi, test, unique } from '../fixtures';

// The e2e server runs outside production on loopback, so developer tools are on (tools/start.mjs), as on a
// developer's machine.

test('the floating dev panel opens on any page, stays open, and switches the design version for this browser', async ({
  page,
  visit,
}) => {
  await visit('/pages/faq');
  await page.getByRole('button', { name: 'Dev', exact: true }).click();
  const panel = page.getByTestId('dev-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Switch design version' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText('Design version: dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByTestId('dev-panel')).toBeVisible();
  await page.getByTestId('dev-panel').getByRole('button', { name: 'Switch design version' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
});

test('/_dev previews the top navigation of a member at three widths and opens the dialogs', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page.request, context, `developer.${unique()}@example.org`, 'Developer');
  // Not `visit`: the framed member pages keep their live connections open, so the network never goes idle.
  await page.goto('/_dev/top-nav');
  const frames = page.locator('iframe[title^="Top navigation"]');
  await expect(frames).toHaveCount(3);
  // Each frame is the site itself, framed by its own page (allowed only with developer tools on).
  await expect(
    page.frameLocator('iframe[title="Top navigation, 1280 px"]').getByRole('button', { name: 'Log out' }),
  ).toBeAttached();

  await page.getByRole('link', { name: 'Dialogs' }).click();
  await expect(page).toHaveURL('/_dev/dialogs');
  await page.getByRole('button', { name: 'Privacy statement (modal)' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Message: warning' }).click();
  await expect(page.getByText('This is how a message looks.')).toBeVisible();
});

import { expect, mailedLinkFor, logIn, signUpThroughApi, test, unique } from '../fixtures';

test('the likes mail is turned off and on again, and stays so after a reload', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `prefs.${unique()}@example.org`, 'Prefs');
  await visit('/notifications');
  await expect(page).toHaveTitle(/Notifications/);
  const likes = page.getByRole('switch', { name: 'New likes' });
  await expect(likes).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Newsletters with news and offers' })).not.toBeChecked();

  await likes.click();
  await expect(page.getByTestId('preferences-status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New likes' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /New messages/ })).toBeChecked();

  await page.getByRole('switch', { name: 'New likes' }).click();
  await expect(page.getByTestId('preferences-status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New likes' })).toBeChecked();
  // This browser's push state is shown whatever it is.
  await expect(page.getByTestId('push-state')).not.toBeEmpty();
});

test('the e-mail address is changed by the link sent to the new one; an ended link explains itself', async ({
  page,
  context,
  browser,
  visit,
}) => {
  // Two browsers, three mails and their links: 19 s in CI, over 30 s beside the background warm-up.
  test.setTimeout(60_000);
  const oldEmail = `before.${unique()}@example.org`;
  const newEmail = `after.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, oldEmail, 'Mover');
  await visit('/notifications');
  await expect(page.getByTestId('current-email')).toHaveText(`Your e-mail address is ${oldEmail}.`);

  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText('This password is not right.')).toBeVisible();

  await page.getByLabel('Current password').fill('pass phrase');
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(`We sent a link to ${newEmail}.`);
  await page.reload();
  await expect(page.getByTestId('pending-email')).toContainText(`We sent a link to ${newEmail}.`);

  const link = await mailedLinkFor(page.request, newEmail, '/mail-change/do');
  let ended = '';
  await visit(link);
  await expect(page.getByTestId('mail-change-done')).toHaveText(`Your e-mail address is now ${newEmail}.`);
  await page.getByRole('link', { name: 'To your notification settings' }).click();
  await expect(page.getByTestId('current-email')).toHaveText(`Your e-mail address is ${newEmail}.`);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);

  // Another device logs in with the new address; the old one no longer works.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await logIn(otherPage, oldEmail, 'pass phrase');
  await expect(otherPage.getByTestId('login-error')).toHaveText('The e-mail address or password is not correct.');
  await logIn(otherPage, newEmail, 'pass phrase');
  await expect(otherPage).toHaveURL('/');
  await other.close();

  // Opened again (a reload of the page), the link confirms the change instead of calling itself broken.
  await page.goto(link);
  await expect(page.getByTestId('mail-change-done')).toHaveText(`Your e-mail address is now ${newEmail}.`);

  // A link ended by a newer request lands on the form with the explanation.
  for (const address of [`first.${unique()}@example.org`, `second.${unique()}@example.org`]) {
    await visit('/notifications');
    await page.getByLabel('New e-mail address').fill(address);
    await page.getByLabel('Current password').fill('pass phrase');
    await page.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(page.getByTestId('pending-email')).toContainText(`We sent a link to ${address}.`);
    if (address.startsWith('first.')) ended = await mailedLinkFor(page.request, address, '/mail-change/do');
  }
  await page.goto(ended);
  await expect(page).toHaveURL('/notifications#email-change-incorrect');
  await expect(page.getByTestId('email-change-incorrect')).toContainText(
    'This confirmation link does not work (any more)',
  );
  await expect(page.getByLabel('New e-mail address')).toBeVisible();
});

import { expect, mailedLinkFor, logIn, signUpThroughApi, test, unique } from '../fixtures';

test('a forgotten password is reset by mail: the new one works, the old one not, another device is signed out', async ({
  page,
  browser,
  visit,
}) => {
  // The member, logged in on another device.
  const email = `forgetful.${unique()}@example.org`;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughApi(otherPage.request, other, email, 'Forgetful');
  await otherPage.goto('/members');
  await expect(otherPage.getByTestId('search-page')).toBeVisible();

  await visit('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page).toHaveTitle(/Forgotten password/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(`If there is an account for ${email}`);

  await visit(await mailedLinkFor(page.request, email, '/reset-password/do'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('a brand new phrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('Your password has been changed.');

  // The other device is logged out: its next page asks to log in.
  await otherPage.goto('/members');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logIn(page, email, 'pass phrase');
  await expect(page.getByTestId('login-error')).toHaveText('The e-mail address or password is not correct.');
  await logIn(page, email, 'a brand new phrase');
  await expect(page).toHaveURL('/');

  // The link worked once.
  await page.goto(await mailedLinkFor(page.request, email, '/reset-password/do'));
  await page.getByLabel('New password').fill('someone else');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-link-invalid')).toContainText('This link does not work (any more)');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
});

test('an address without an account gets the same answer', async ({ page, visit }) => {
  await visit('/reset-password');
  await page.getByLabel('E-mail address').fill(`nobody.${unique()}@example.org`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('If there is an account for nobody.');
});

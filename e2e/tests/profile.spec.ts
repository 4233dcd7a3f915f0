import { expect, logIn, pngPhoto, signUpThroughApi, test, unique } from '../fixtures';

test('a member edits the profile, sees it in the preview and after a reload', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `editor.${unique()}@example.org`, 'Sam');
  await visit('/profile');
  await expect(page).toHaveTitle(/My profile/);
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications and e-mail address' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  const preview = page.getByTestId('profile-preview');
  await expect(preview.getByTestId('preview-name')).toHaveText('Sam');

  await page.getByLabel('Name').fill('Samantha');
  await page.getByLabel('About me').fill('I like long walks along the canals.');
  await page.getByLabel('Day').selectOption('5');
  await page.getByLabel('Month').selectOption({ label: 'April' });
  await page.getByLabel('Year').selectOption('1990');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Your profile has been saved.');

  const age = new Date().getUTCFullYear() - 1990 - (new Date() < new Date(new Date().getUTCFullYear(), 3, 5) ? 1 : 0);
  await expect(preview.getByTestId('preview-name')).toHaveText(`Samantha, ${age} years`);
  await expect(preview.getByTestId('preview-note-about_me')).toHaveText('I like long walks along the canals.');

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Samantha');
  await expect(page.getByLabel('About me')).toHaveValue('I like long walks along the canals.');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await expect(preview.getByTestId('preview-name')).toHaveText(`Samantha, ${age} years`);
  // The name is refused with signup's message when it breaks signup's rules.
  await page.getByLabel('Name').fill('@samantha');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Your name cannot start with @')).toBeVisible();
});

test('a member adds two photos, makes the second main, reorders and deletes one', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `photos.${unique()}@example.org`, 'Pat');
  await visit('/profile');
  await expect(page.getByText('You have no photos yet.')).toBeVisible();
  const photos = page.getByTestId('my-photo');
  const input = page.getByTestId('photo-input');
  await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: pngPhoto(64, 48, 20) });
  await expect(photos).toHaveCount(1);
  await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: pngPhoto(64, 48, 240) });
  await expect(photos).toHaveCount(2);
  const firstId = await photos.nth(0).getAttribute('data-photo');
  const secondId = await photos.nth(1).getAttribute('data-photo');
  // A new photo waits for the classifier; on this post-moderated site it is visible, and the first one main, once
  // scored under the threshold.
  await expect(photos.nth(1).getByTestId('photo-state')).toContainText('Waiting for review');
  await expect(async () => {
    await page.reload();
    await expect(photos.nth(1).getByTestId('photo-state')).toHaveText('Visible', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(photos.nth(0).getByText('Main photo', { exact: true })).toBeVisible();

  await photos.nth(1).getByRole('button', { name: 'Make main photo' }).click();
  await expect(photos.nth(1).getByText('Main photo', { exact: true })).toBeVisible();
  await expect(photos.nth(0).getByText('Main photo', { exact: true })).toHaveCount(0);
  const preview = page.getByTestId('profile-preview');
  await expect(preview.getByTestId('preview-main-photo')).toHaveAttribute('src', new RegExp(`/cdn/photos/`));

  // Reordering with the keyboard: the focused button moves along with its photo.
  await page.getByRole('button', { name: 'Move photo 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos.nth(0)).toHaveAttribute('data-photo', secondId as string);
  await expect(page.getByRole('button', { name: 'Move photo 1 down' })).toBeFocused();

  await page.reload();
  await expect(photos.nth(0)).toHaveAttribute('data-photo', secondId as string);
  await expect(photos.nth(0).getByText('Main photo', { exact: true })).toBeVisible();

  // Deleting the main photo makes the other one main.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await expect(photos).toHaveCount(1);
  await expect(photos.nth(0)).toHaveAttribute('data-photo', firstId as string);
  await expect(photos.nth(0).getByText('Main photo', { exact: true })).toBeVisible();
});

test('a member changes the password: the new one logs in, the old one not', async ({
  page,
  context,
  browser,
  visit,
}) => {
  const email = `changer.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, email, 'Kim');
  await visit('/profile');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('a brand new phrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible();

  await page.getByLabel('Current password').fill('pass phrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toContainText('Your password has been changed.');
  // This browser stays logged in.
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Kim');
  // The member's address gets a notice, in case it was not them.
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get('/_dev/mail')).text();
      return outbox
        .split('<article class="mail">')
        .some((mail) => mail.includes(`to ${email}`) && mail.includes('was changed'));
    })
    .toBe(true);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await logIn(otherPage, email, 'pass phrase');
  await expect(otherPage.getByTestId('login-error')).toHaveText('The e-mail address or password is not correct.');
  await logIn(otherPage, email, 'a brand new phrase');
  await expect(otherPage).toHaveURL('/');
  await other.close();
});

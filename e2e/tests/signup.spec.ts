import type { Page } from '@playwright/test';
import {
  confirmThroughOutbox,
  expect,
  expectAccessible,
  logIn,
  pngPhoto,
  signUpThroughApi,
  test,
  unique,
} from '../fixtures';

async function activationLinkFor(page: Page, email: string): Promise<string> {
  await page.goto('/_dev/mail');
  const mail = page.locator('article.mail', { hasText: email }).first();
  await expect(mail).toBeVisible();
  return (await mail.getByRole('link').first().getAttribute('href')) as string;
}

test('a visitor signs up through every step and activates the account from the mail', async ({
  page,
  context,
  visit,
}) => {
  await context.grantPermissions(['geolocation', 'notifications']);
  await context.setGeolocation({ latitude: 52.3728, longitude: 4.8936 });
  const address = `robin.${unique()}`;

  await visit('/signup?network=partner7&sub1=spring&ref=x');
  // The traffic-source parameters are kept for the signup and taken out of the address bar.
  await expect(page).toHaveURL('/signup');
  await page.getByLabel('E-mail address').fill(`${address}@hotmial.com`);
  await page.getByLabel('E-mail address').blur();
  await expect(page.getByTestId('did-you-mean')).toContainText(`${address}@hotmail.com`);
  await page.getByTestId('did-you-mean').getByRole('button').click();
  await expect(page.getByLabel('E-mail address')).toHaveValue(`${address}@hotmail.com`);
  // The name is prefilled from the address, and selected when the field is clicked: typing replaces it.
  await expect(page.getByLabel('Name')).toHaveValue(address);
  await page.getByLabel('Name').click();
  await page.keyboard.type('Robin');
  await expect(page.getByLabel('Name')).toHaveValue('Robin');
  await page.getByLabel('Password', { exact: true }).fill('a long pass phrase');
  await page.getByRole('button', { name: 'terms and conditions' }).click();
  await expect(page.getByTestId('terms-modal')).toBeVisible();
  await page.getByTestId('terms-modal').getByRole('button', { name: 'Close' }).first().click();
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: 'Sign up for free' }).click();

  await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();

  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() });
  await page.getByRole('button', { name: 'Save photo' }).click();

  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  // Geolocation prefills the area.
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await expect(page.getByLabel('Region')).toHaveText(/North Holland/);
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save my area' }).click();

  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await page.getByLabel('I am').selectOption('female');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Month').selectOption('02');
  await page.getByLabel('Year').selectOption('1992');
  await page.getByLabel('Relationship status').selectOption('single');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Each step opens at its heading, however far down the last one's button was.
  const about = page.getByRole('heading', { name: 'Tell others about yourself' });
  await expect(about).toBeFocused();
  await expect(about).toBeInViewport();
  await page.getByLabel('About me').fill('I love long walks along the canals.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const mailbox = page.getByRole('heading', { name: 'Check your mailbox' });
  await expect(mailbox).toBeFocused();
  await expect(mailbox).toBeInViewport();
  await expect(page.getByTestId('activation-delivered')).toContainText(`${address}@hotmail.com`);

  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: Record<string, unknown> } };
  expect(me.user.profile).toMatchObject({
    name: 'Robin',
    gender: 'female',
    date_of_birth: '1992-02-14',
    country: 'NL',
    personal: true,
    lastSignupStep: true,
  });
  expect((me.user.profile.fields as Record<string, string>).about_me).toBe('I love long walks along the canals.');
  expect(me.user.profile.main_image).not.toBeNull();

  // A first few matches, then on to everyone.
  await page.getByRole('link', { name: 'See who matches you' }).click();
  await expect(page).toHaveURL('/signup-matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Members who match you' })).toBeVisible();
  const matches = page.getByRole('list', { name: 'Your matches' }).getByTestId('profile-card');
  await expect(matches.first()).toBeVisible();
  expect(await matches.count()).toBeLessThanOrEqual(6);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue to all members' }).click();
  await expect(page).toHaveURL('/members');

  const link = await activationLinkFor(page, `${address}@hotmail.com`);
  await page.goto(link);
  await expect(page).toHaveURL('/activate/done');
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  // Clicked again: the account is active already, and the way in is the members (she is logged in).
  await page.goto(link);
  await expect(page).toHaveURL('/activate/active');
  await expect(page.getByRole('heading', { name: 'Your account is already active' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the members' })).toHaveAttribute('href', '/members');
});

test('the e-mail check tells a visitor the address already has an account, with a login link', async ({
  page,
  visit,
}) => {
  await visit('/signup');
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel('E-mail address').blur();
  await expect(page.getByText('An account with this e-mail address already exists.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up for free' })).toBeDisabled();
});

test('the name rules show as the name is typed or left, and the submit button waits for a valid name', async ({
  page,
  visit,
}) => {
  await visit('/signup');
  const name = page.getByLabel('Name');
  const submit = page.getByRole('button', { name: 'Sign up for free' });
  await name.fill('@bob');
  await expect(page.getByText('Your name cannot start with @')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await name.fill('bob');
  await expect(page.getByText('Your name cannot start with @')).toBeHidden();
  await expect(submit).toBeEnabled();

  await page.getByLabel('Password', { exact: true }).fill('a long pass phrase');
  await name.fill('');
  await name.blur();
  await expect(page.getByText('Value is required')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
});

test('a member who stopped after the photo resumes at the location step', async ({ page, context }) => {
  const csrf = await signUpThroughApi(page.request, context, `sam.${unique()}@example.org`, 'Sam', { confirm: false });
  const upload = await page.request.post('/api/profileimage.php', {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() } },
    headers: { 'x-csrf-token': csrf },
  });
  expect(upload.status()).toBe(200);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue without' }).click();
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
});

test('a date of birth under the minimum age is refused with the product message', async ({ page, context }) => {
  await signUpThroughApi(page.request, context, `young.${unique()}@example.org`, 'Sam', { confirm: false });
  await page.request.put('/api/user.php', {
    data: { city: 'Utrecht' },
    headers: {
      'x-csrf-token': (await context.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value as string,
    },
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  const year = String(new Date().getFullYear() - 18);
  await page.getByLabel('Day').selectOption('31');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(year);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a real date of birth; you must be at least 18 years old');
});

test('without the push step (push unsupported) the flow still goes from the account to the photo step', async ({
  page,
  visit,
}) => {
  // As on an iPhone outside an installed app: no Push API at all.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PushManager');
  });
  await visit('/signup');
  await page.getByLabel('E-mail address').fill(`nopush.${unique()}@example.org`);
  await page.getByLabel('E-mail address').blur();
  await page.getByLabel('Name').fill('Noa');
  await page.getByLabel('Password', { exact: true }).fill('a long pass phrase');
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: 'Sign up for free' }).click();
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
});

test('a confirmed member who opens /signup is taken to the members', async ({ page }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await page.goto('/signup');
  await expect(page).toHaveURL('/members');
  await expect(page.getByTestId('search-page')).toBeVisible();
});

test('an unconfirmed member who comes back is reminded, can send the mail again or to a corrected address, and confirm', async ({
  page,
  context,
}) => {
  const address = `forgetful.${unique()}@example.org`;
  const csrf = await signUpThroughApi(page.request, context, address, 'Fenna', { confirm: false });
  // Every step done: the member resumes at the end.
  await page.request.put('/api/user.php', { data: { personal: true }, headers: { 'x-csrf-token': csrf } });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('We are sending your confirmation e-mail')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new confirmation e-mail' })).toContainText(
    address,
  );

  const corrected = `fenna.${unique()}@example.org`;
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await page.getByLabel('Your e-mail address').fill(corrected);
  await page.getByRole('button', { name: 'Send to this address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new confirmation e-mail' })).toContainText(
    corrected,
  );

  await confirmThroughOutbox(page.request, corrected);
  await page.reload();
  await expect(page).toHaveURL('/members');
});

test('an unconfirmed member sees on every page that nobody finds them yet, with a way to the reminder', async ({
  page,
  context,
  visit,
}) => {
  const address = `unseen.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, address, 'Uma', { confirm: false });
  await visit('/members');
  const banner = page.getByTestId('confirm-email-banner');
  await expect(banner).toContainText(address);
  await banner.getByRole('link', { name: 'Send again or change the address' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await confirmThroughOutbox(page.request, address);
  await page.goto('/members');
  await expect(page.getByTestId('search-page')).toBeVisible();
  await expect(page.getByTestId('confirm-email-banner')).toHaveCount(0);
});

import { expect, expectAccessible, logIn, signUpThroughApi, test, unique } from '../fixtures';

// The sections live on /profile (docs/product.md "Deleting the account", "Privacy rights"); they are found by their
// test ids and headings only, wherever the page places them.

test('a member deletes the account: logged out on /account-deleted, no login, the address reads deleted', async ({
  page,
  context,
  visit,
}) => {
  const email = `leaving.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, email, 'Leaving');

  await visit('/profile');
  const section = page.getByTestId('delete-account');
  await expect(section.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  // The demo site offers a discount to stay first.
  await expect(section.getByTestId('stay-offer')).toContainText('stay and get 50% off with code STAY-');
  await section.getByLabel('I found a partner').check();
  await section.getByLabel('Your password').fill('not my phrase');
  await section.getByLabel('I understand that my account cannot be restored.').check();
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(section.getByText('This password is not correct.')).toBeVisible();

  await section.getByLabel('Your password').fill('pass phrase');
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL('/account-deleted');
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByTestId('account-deleted')).toContainText('orders and payments');
  expect((await page.request.get('/api/user.php')).status()).toBe(403);

  // The goodbye mail went out.
  await expect
    .poll(async () => (await (await page.request.get('/_dev/mail')).text()).includes('has been deleted'))
    .toBe(true);

  await page.getByRole('link', { name: 'To the home page' }).click();
  await expect(page).toHaveURL('/');
  await visit('/login');
  await logIn(page, email, 'pass phrase');
  await expect(page.getByTestId('login-error')).toHaveText('The e-mail address or password is not correct.');

  await visit('/signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('E-mail address').blur();
  await expect(page.getByText('The account with this e-mail address was deleted.')).toBeVisible();
});

test('the session ending while the deletion is answered (a user poll’s 403) never sends the page to the login', async ({
  page,
  context,
  visit,
}) => {
  // The page's timers run on a clock this test can move: the user poll is then due exactly when wanted.
  await page.clock.install();
  await signUpThroughApi(page.request, context, `racing.${unique()}@example.org`, 'Racing');
  await visit('/profile');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  // The server deletes the account (and with it the session) at once; its answer reaches the page only after a user
  // poll has been told 403.
  let deletionDone: () => void = () => undefined;
  const deletedOnServer = new Promise<void>((resolve) => {
    deletionDone = resolve;
  });
  let releaseAnswer: () => void = () => undefined;
  const answerReleased = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    const response = await route.fetch();
    deletionDone();
    await answerReleased;
    return route.fulfill({ response });
  });

  const section = page.getByTestId('delete-account');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  await section.getByLabel('I found a partner').check();
  await section.getByLabel('Your password').fill('pass phrase');
  await section.getByLabel('I understand that my account cannot be restored.').check();
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await deletedOnServer;
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user.php') && response.request().method() === 'GET' && response.status() === 403,
  );
  // A minute on: the user poll (every 60 s) asks, and hears that the session is gone.
  await page.clock.runFor(60_000);
  await refused;
  releaseAnswer();

  await expect(page).toHaveURL('/account-deleted');
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  expect(visited.filter((path) => path === '/login')).toEqual([]);
});

test('"log out all other devices" ends the session of another browser and keeps this one', async ({
  page,
  context,
  browser,
  visit,
}) => {
  const email = `careful.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, email, 'Careful');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await logIn(otherPage, email, 'pass phrase');
  await expect(otherPage).toHaveURL('/');

  await visit('/profile');
  const section = page.getByTestId('privacy');
  await expect(section.getByRole('heading', { name: 'Your data and devices' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/my_data.php');
  await expect(section.getByTestId('session')).toHaveCount(2);
  await expect(section.getByTestId('session').first()).toContainText('This device');
  await section.getByRole('button', { name: 'Log out all other devices' }).click();
  await expect(section.getByText('Logged out of 1 device.')).toBeVisible();
  await expect(section.getByTestId('session')).toHaveCount(1);
  await expect(section.getByText('You are not logged in anywhere else.')).toBeVisible();

  await otherPage.goto('/members');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
  expect((await page.request.get('/api/user.php')).status()).toBe(200);
});

test('the data download is a JSON file of the member', async ({ page, context, visit }) => {
  const email = `curious.${unique()}@example.org`;
  await signUpThroughApi(page.request, context, email, 'Curious');
  await visit('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('privacy').getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^datelane-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    }),
  ) as { account: { email: string }; profile: { name: string } };
  expect(data.account.email).toBe(email);
  expect(data.profile.name).toBe('Curious');
});

test('the other member keeps the conversation with a deleted member, under a neutral name and without a reply box', async ({
  page,
  context,
  browser,
}) => {
  const csrf = await signUpThroughApi(page.request, context, `writer.${unique()}@example.org`, 'Writer');
  const headers = { 'x-csrf-token': csrf };
  expect((await page.request.post('/api/dev/credits.php', { data: { credits: 5 }, headers })).status()).toBe(200);

  const leaving = await browser.newContext();
  const leavingPage = await leaving.newPage();
  const leavingCsrf = await signUpThroughApi(leavingPage.request, leaving, `gone.${unique()}@example.org`, 'Gone');
  const { user } = (await (await leavingPage.request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } };
  };
  const { id } = (await (await page.request.get(`/api/chat.php?profile=${user.profile.id}`)).json()) as { id: number };
  const sent = await page.request.post('/api/messages.php', {
    data: { conversation: id, client_id: crypto.randomUUID(), text: 'Hello there, Gone' },
    headers,
  });
  expect(sent.status()).toBe(200);
  const deleted = await leavingPage.request.delete('/api/user.php', {
    data: { password: 'pass phrase', reason: 'other' },
    headers: { 'x-csrf-token': leavingCsrf },
  });
  expect(deleted.status()).toBe(200);
  await leaving.close();

  await page.goto(`/chats/${id}`);
  const name = page.getByTestId('conversation-name');
  await expect(name).toHaveText('Deleted member');
  await expect(name.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('message').getByText('Hello there, Gone')).toBeVisible();
  await expect(page.getByTestId('member-deleted')).toContainText('You can still read your conversation');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
});

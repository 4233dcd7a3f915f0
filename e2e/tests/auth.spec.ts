import { demo, expect, logIn, test } from '../fixtures';

test('a member logs in, sees the member pages and logs out', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, \u2068Demo\u2069' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chats' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const user = await page.request.get('/api/user.php');
  expect(user.status()).toBe(403);
});

test('wrong credentials get one generic message, whichever part was wrong', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page, demo.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
  await logIn(page, 'nobody@example.com', demo.password);
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
  await expect(page).toHaveURL('/login');
});

test('a members-only page sends a visitor to login and back there afterwards', async ({ page, visit }) => {
  await visit('/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
  await logIn(page);
  await expect(page).toHaveURL('/profile');
  // The header's button; /profile also lists the member's other sessions, each with a "Log out" of its own.
  await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
});

test('the session survives a reload and the member stays logged in', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, \u2068Demo\u2069' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, \u2068Demo\u2069' })).toBeVisible();
});

test('a member whose page becomes hidden sends the page-hidden beacon', async ({ page, visit }) => {
  await visit('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, \u2068Demo\u2069' })).toBeVisible();
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/page-hidden.php'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await beacon).status()).toBe(204);
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test, unique } from '../fixtures';

/** The member whose page this is becomes a man of 36 in the Netherlands, whose first search finds the demo women. */
async function describeAsDutchMan(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/user.php', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        gender: 'male',
        date_of_birth: `${new Date().getUTCFullYear() - 36}-01-01`,
        country: 'NL',
      }),
    });
    const { user } = (await response.json()) as { user: { profile: { id: number } } };
    return user.profile.id;
  });
}

test("a new member's home says what is new and what to do: the next step, the likes, no chats yet, people nearby", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpThroughApi(page.request, context, `home.${unique()}@example.org`, 'Mira');
  await page.goto('/members');
  const profileId = await describeAsDutchMan(page);

  // Another new member likes Mira.
  const other = await browser.newContext();
  const liker = await other.newPage();
  const csrf = await signUpThroughApi(liker.request, other, `liker.${unique()}@example.org`, 'Lou');
  const like = await liker.request.post('/api/likes.php', {
    data: { profile: profileId },
    headers: { 'x-csrf-token': csrf },
  });
  expect(like.status()).toBe(200);
  await other.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, \u2068Mira\u2069');

  const status = page.getByTestId('home-status');
  await expect(status.getByTestId('home-profile-step')).toHaveText('Members with a photo get far more replies.');
  await expect(status.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
  await expect(status.getByTestId('home-balance')).toHaveText('0 credits');
  await expect(status.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');

  const chats = page.getByTestId('home-chats');
  await expect(chats.getByTestId('home-chats-empty')).toContainText('No conversations yet.');
  await expect(chats.getByRole('link', { name: 'Search for members' })).toHaveAttribute('href', '/members');

  const likes = page.getByTestId('home-likes');
  await expect(likes).toContainText('1 new like');
  const tile = likes.getByTestId('profile-card');
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('Lou');
  await expect(tile.getByTestId('new-like-badge')).toHaveText('NewNew like');

  const nearby = page.getByTestId('home-nearby');
  await expect(nearby.getByTestId('profile-card')).toHaveCount(8);
  await expect(nearby.getByRole('link', { name: /^Chat with / })).toHaveCount(8);
  await expectAccessible(page);

  // Every block leads to its page: the likes tile opens the liker's profile, "Search all" the search.
  await tile.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/likes\/m\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lou');
  await page.goBack();
  await nearby.getByRole('link', { name: 'Search all' }).click();
  // Where a page of results does not fill the screen, the next page loads at once and the address says so.
  await expect(page).toHaveURL(/\/members(\?page=2)?$/);
  await expect(page.getByRole('heading', { name: 'Find members', level: 1 })).toBeVisible();
});

test('a block whose remote is down shows the notice in its own place; the other blocks work', async ({
  page,
  context,
}) => {
  await page.route('**/remotes/mfe-chat/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await signUpThroughApi(page.request, context, `home.${unique()}@example.org`, 'Noor');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, \u2068Noor\u2069');
  const home = page.getByTestId('home-member');
  await expect(home.getByTestId('remote-unavailable')).toHaveCount(1);
  await expect(home.getByTestId('home-chats')).toHaveCount(0);
  await expect(home.getByTestId('home-status')).toBeVisible();
  await expect(home.getByTestId('home-likes')).toBeVisible();
  await expect(home.getByTestId('home-nearby')).toBeVisible();
});

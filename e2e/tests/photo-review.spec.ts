import type { Page } from '@playwright/test';
import { expect, expectAccessible, pngPhoto, searchCard, signUpThroughApi, test, unique } from '../fixtures';
import { nightlaneMember } from '../nightlane';
import { newOperator, signInToConsole } from '../operators';

const shots = 'test-results/screenshots';

test('a member sees a new photo wait for review, then visible', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `review.${unique()}@example.org`, 'Robin');
  await visit('/profile');
  await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() });
  const state = page.getByTestId('my-photo').first().getByTestId('photo-state');
  await expect(state).toContainText('Waiting for review');
  await expect(state).toContainText('Only you can see this photo until it has been checked.');
  await expectAccessible(page);
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByTestId('my-photo').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/profile-photo-waiting-${name}.png` });
  }
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('my-photo').first().getByTestId('photo-state')).toHaveText('Visible', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('a moderator reviews photos in the console: blurred over the threshold, approve, reject with a ground', async ({
  page,
}) => {
  await signInToConsole(page, await newOperator(page.request, 'moderator'));
  await page.getByRole('navigation').getByRole('link', { name: 'Photo review' }).click();
  await expect(page.getByRole('heading', { name: 'Photo review', level: 1 })).toBeVisible();
  const cards = page.getByTestId('review-photo');
  // The demo's new uploads: scored in the background after start, public and waiting for a look.
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(cards.first().getByText(/Nudity score/)).toBeVisible();
  await expectAccessible(page);
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 768, height: 1024 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    // The console's menu slides in or out when the width crosses its breakpoint: the picture waits for it to settle.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}/console-photos-${name}.png`, fullPage: true });
  }

  // Approve the first by keyboard.
  await cards.first().getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(count - 1);

  // Reject the next with a ground and the facts, by keyboard too.
  const next = cards.first();
  await next.getByRole('button', { name: 'Reject…' }).focus();
  await page.keyboard.press('Enter');
  // No rule is chosen for the moderator: sending without one says so, and nothing is decided.
  await next.getByLabel('Facts').fill('A stock photo, not the member');
  await next.getByLabel('Facts').press('Enter');
  await expect(next.getByText('This field is required.')).toBeVisible();
  await expect(cards).toHaveCount(count - 1);
  await next.getByLabel('Rule of the terms').selectOption('fake_profile');
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/console-photos-reject-desktop.png` });
  await next.getByLabel('Facts').press('Enter');
  await expect(cards).toHaveCount(count - 2);
});

/** The photo on the member's search card as the searcher's page is sent it; null for a card without one, or none. */
const photoInSearch = async (searcher: Page, profileId: number) =>
  (await searchCard(searcher, profileId))?.main_image ?? null;

test('on a pre-moderated site a new photo is scored, waits in the queue and is out of search until approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Prudence ${unique().slice(-5)}`;
  const member = await nightlaneMember(browser, name);
  const searcher = await nightlaneMember(browser, 'Seeker');

  const moderator = await browser.newPage();
  await signInToConsole(moderator, await newOperator(request, 'moderator'));

  await member.page.goto('/profile');
  await member.page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() });
  await expect(member.page.getByTestId('my-photo').first().getByTestId('photo-state')).toContainText(
    'Waiting for review',
  );
  expect(await photoInSearch(searcher.page, member.profileId)).toBeNull();

  // Scored in the background, then in the queue of all sites, which names its site (a low score: it still waits, as
  // every photo there does), and in Nightlane's own.
  await moderator.goto('/admin/photos');
  await expect(moderator.getByLabel('Site', { exact: true })).toHaveValue('');
  const card = moderator.getByTestId('review-photo').filter({ hasText: name });
  await expect(async () => {
    await moderator.reload();
    await expect(card.getByText(/Nudity score/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('Site: Nightlane')).toBeVisible();
  await moderator.getByLabel('Site', { exact: true }).selectOption({ label: 'Nightlane' });
  await expect(moderator.getByText('Pre-moderation: every photo waits for a moderator (threshold 80%)')).toBeVisible();
  await expect(card.getByText(/Nudity score/)).toBeVisible();
  await expectAccessible(moderator);
  expect(await photoInSearch(searcher.page, member.profileId)).toBeNull();

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  expect(await photoInSearch(searcher.page, member.profileId)).not.toBeNull();
  await member.page.reload();
  await expect(member.page.getByTestId('my-photo').first().getByTestId('photo-state')).toHaveText('Visible');
});

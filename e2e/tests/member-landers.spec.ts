import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, unique } from '../fixtures';

interface LanderMember {
  id: number;
  name: string;
  age: number | null;
  city: string;
  photo: string | null;
}

/** A seeded member with a photo, as the lander call answers them. */
async function seededMember(request: APIRequestContext): Promise<LanderMember> {
  for (let id = 1; id < 60; id += 1) {
    const { profile } = (await (await request.get(`/api/lander_member.php?id=${id}`)).json()) as {
      profile: LanderMember | null;
    };
    if (profile?.photo && profile.age !== null) return profile;
  }
  throw new Error('no seeded member with a photo');
}

const landers = [
  ['signup', 'member-signup-lander', 'Sign up to talk to'],
  ['landing', 'member-landing-lander', 'Get to know'],
  ['landing2/milf/eng/summer', 'member-landing2-lander', 'would like to chat'],
  ['landing3/7-eng', 'member-landing3-lander', 'Say hi to'],
] as const;

test('every member lander shows the member, photo first, one click from the signup that speaks of them', async ({
  page,
  visit,
}) => {
  const member = await seededMember(page.request);
  for (const [path, testId, title] of landers) {
    await visit(`/members/${member.id}/${path}?network=partner7&sub1=${path.split('/')[0]}`);
    const lander = page.getByTestId(testId);
    await expect(lander.getByTestId('lander-title')).toContainText(`${title}`);
    await expect(lander.getByTestId('lander-title')).toContainText(member.name);
    await expect(lander.getByTestId('member-facts')).toContainText(`${member.name}, ${member.age}`);
    await expect(lander.getByTestId('member-facts')).toContainText(member.city);
    const photo = lander.getByTestId('member-photo');
    await expect(photo).toHaveAttribute('src', new RegExp(`${member.photo}$`));
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveJSProperty('complete', true);
    // The photo fills the box that was kept for it: a real size, not the image's own.
    const box = await lander.getByTestId('member-photo-frame').boundingBox();
    expect(box?.height).toBeGreaterThan(200);
    // A title is plain text, without isolates or marks, as on the profile page.
    await expect(page).toHaveTitle(`Meet ${member.name} on Datelane`);
    // The traffic source is kept for the signup and taken out of the address.
    await expect(page).toHaveURL(`/members/${member.id}/${path}`);
    await expect(lander.getByTestId('lander-signup')).toHaveAttribute('href', `/signup?profile=${member.id}`);
  }
  // The lander layouts: /signup and /landing have the footer, the full-bleed ones nothing but the page.
  await expect(page.locator('footer')).toHaveCount(0);
  await visit(`/members/${member.id}/signup`);
  await expect(page.locator('footer')).toHaveCount(1);

  await page.getByTestId('lander-signup').click();
  await expect(page).toHaveURL(`/signup?profile=${member.id}`);
  await expect(page.getByRole('heading', { name: 'Sign up to reply' })).toBeVisible();
  const tracking = await page.evaluate(() => localStorage.getItem('tracking'));
  expect(JSON.parse(tracking ?? '{}')).toMatchObject({ network: 'partner7', sub1: 'landing3' });
});

test('an unknown or malformed member id still gets a lander, a generic one (hidden members: api/test/memberLanders)', async ({
  page,
  visit,
}) => {
  for (const id of ['99999999', 'abc']) {
    for (const [path, testId] of landers) {
      await visit(`/members/${id}/${path}`);
      const lander = page.getByTestId(testId);
      await expect(lander.getByTestId('lander-title')).toBeVisible();
      await expect(lander.getByTestId('member-facts')).toHaveCount(0);
      await expect(lander.getByTestId('member-photo')).toHaveCount(0);
      await expect(lander.getByTestId('lander-signup')).toHaveText('Sign up for free');
      await expect(lander.getByTestId('lander-signup')).toHaveAttribute('href', '/signup');
    }
  }
  await expect(page.getByTestId('member-landing3-lander').getByTestId('lander-title')).toHaveText(
    'Find someone to talk to tonight',
  );
});

test('the match finder counts matches per answer and its answers become the new member’s country, region and search', async ({
  page,
  visit,
}) => {
  await visit('/match-finder');
  const finder = page.getByTestId('match-finder');
  const count = finder.getByTestId('match-count');
  await expect(finder.getByTestId('match-finder-progress')).toHaveText('Question 1 of 3');
  await expect(count).toHaveText(/^♥ [\d,]+ members? match$/);

  const counted = async () => Number(/([\d,]+)/.exec((await count.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  // The count keeps showing the last number while the new answers are counted: read it once their answer is shown.
  const countAfter = async (choice: string, gender: string | null) => {
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/match_count.php' && url.searchParams.get('gender') === gender;
    });
    await finder.getByText(choice, { exact: true }).click();
    await answered;
    await expect(count).toHaveAttribute('aria-busy', 'false');
    return counted();
  };
  const both = await countAfter('Both', null);
  expect(await countAfter('Men', 'male')).toBeLessThan(both);
  await finder.getByRole('button', { name: 'Next' }).click();

  await expect(finder.getByTestId('match-finder-progress')).toHaveText('Question 2 of 3');
  await finder.getByText('26 to 35', { exact: true }).click();
  const expected = (await (
    await page.request.get('/api/match_count.php?gender=male&min_age=26&max_age=35&country=NL')
  ).json()) as { count: number };
  await expect.poll(counted).toBe(expected.count);
  await finder.getByRole('button', { name: 'Next' }).click();

  await expect(finder.getByTestId('match-finder-progress')).toHaveText('Question 3 of 3');
  await finder.getByText('Utrecht', { exact: true }).click();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  await finder.getByRole('button', { name: 'Next' }).click();
  await expect(finder.getByTestId('match-finder-done')).toBeVisible();
  await finder.getByRole('button', { name: 'Show my matches' }).click();

  await expect(page).toHaveURL('/signup');
  const address = `finder.${unique()}@example.org`;
  await page.getByLabel('E-mail address').fill(address);
  await page.getByLabel('E-mail address').blur();
  await page.getByLabel('Name').fill('Finder');
  await page.getByLabel('Password', { exact: true }).fill('a long pass phrase');
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: 'Sign up for free' }).click();
  // Past the push and photo steps to the location step, which the region answer prefills.
  const skipPush = page.getByRole('button', { name: 'Not now' });
  const photoHeading = page.getByRole('heading', { name: 'Add a profile photo' });
  await expect(skipPush.or(photoHeading)).toBeVisible();
  if (await skipPush.isVisible()) await skipPush.click();
  await page.getByRole('button', { name: 'Continue without photo' }).click();
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await expect(page.getByLabel('Region')).toHaveText(/Utrecht/);
  const region = page.getByLabel('Region');
  const regionId = Number(await region.inputValue());
  expect(regionId).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save my area' }).click();
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();

  const me = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: Record<string, unknown> } };
  expect(me.user.profile).toMatchObject({ country: 'NL', countryregion: regionId });
  const search = (await (await page.request.get('/api/search.php?source=members&auto_load=1')).json()) as {
    filter_options: Record<string, unknown>;
  };
  expect(search.filter_options).toEqual({
    gender: 'male',
    min_age: 26,
    max_age: 35,
    country: 'NL',
    countryregion: regionId,
  });
  // The answers are used up: a later signup in this browser starts afresh.
  expect(await page.evaluate(() => localStorage.getItem('matchFinderAnswers'))).toBeNull();

  await page.goto('/members');
  await expect(page.getByLabel('Looking for')).toHaveValue('male');
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue('26-35');
});

import type { Browser, Page, Request } from '@playwright/test';
import { expect, expectAccessible, firstFictionalCard, logIn, signUpThroughApi, test, unique } from '../fixtures';

interface SearchAnswer {
  profiles: { id: number; age: number | null }[];
  paging: { num_results: number };
}

const searchCall = (request: Request) => request.url().includes('/api/search.php');
const paramsOf = (request: Request) => new URL(request.url()).searchParams;
const cards = (page: Page) => page.getByTestId('search-page').getByTestId('profile-card');

/** A new member, logged in in a context of their own. */
async function newMember(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughApi(page.request, context, `${name.toLowerCase()}.${unique()}@example.org`, name);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number } } };
  return { context, page, profileId: user.profile.id };
}

test.describe('on a phone, where a page of results is taller than the screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first page comes with the page; a filter change clears and refetches; scrolling loads page 2 into the address', async ({
    page,
    context,
    visit,
  }) => {
    await signUpThroughApi(page.request, context, `searcher.${unique()}@example.org`, 'Searcher');
    // The first page comes rendered by the server, which made the first call (auto_load=1, api/test/search.test.ts):
    // the browser asks for nothing until the member changes something.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (searchCall(request)) asked.push(request.url());
    });
    await visit('/members');
    await expect(cards(page).first()).toBeVisible();
    expect(asked).toEqual([]);
    // The grid is a list: each card is a list item.
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await expect(cards(page)).toHaveCount(12);

    const narrowed = page.waitForResponse(
      (response) => searchCall(response.request()) && paramsOf(response.request()).get('min_age') === '26',
    );
    await page.getByLabel('Age', { exact: true }).selectOption('26-35');
    const answer = await narrowed;
    expect(Object.fromEntries(paramsOf(answer.request()))).toMatchObject({
      min_age: '26',
      max_age: '35',
      page: '1',
      manual_search: '1',
      gender: 'female',
      country: 'NL',
    });
    const { profiles } = (await answer.json()) as SearchAnswer;
    // The results are replaced, not added to: exactly the new answer's members, all of them 26 to 35.
    await expect(cards(page)).toHaveCount(profiles.length);
    const ages = (await cards(page).getByRole('heading').allTextContents()).map((heading) =>
      Number.parseInt(heading.split(', ')[1] ?? '', 10),
    );
    // An empty list would pass any check of each age: the demo data has members of these ages, so the answer has some.
    expect(ages.length).toBeGreaterThan(0);
    expect(ages).toEqual(profiles.map((profile) => profile.age));
    expect(ages.filter((age) => age < 26 || age > 35)).toEqual([]);

    const everyone = page.waitForResponse(
      (response) => searchCall(response.request()) && paramsOf(response.request()).get('min_age') === '18',
    );
    await page.getByLabel('Age', { exact: true }).selectOption('all');
    const all = (await (await everyone).json()) as SearchAnswer;
    expect(all.paging.num_results).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);

    const pageTwo = page.waitForRequest((request) => searchCall(request) && paramsOf(request).get('page') === '2');
    // Reaching the last card brings the end of the list within half a screen: the next page loads.
    await cards(page).last().scrollIntoViewIfNeeded();
    expect(paramsOf(await pageTwo).get('min_age')).toBe('18');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(12);
  });
});

test('after the last page come similar results: region 0, five years wider, not saved, in ?similarpage=', async ({
  page,
  context,
  visit,
}) => {
  await signUpThroughApi(page.request, context, `similar.${unique()}@example.org`, 'Similar');
  // A region with some, but fewer than a page of, women of 26–35: similar results then add the rest of the country.
  const settings = (await (await page.request.get('/api/settings.php')).json()) as {
    settings: { region_data: Record<string, { id: number; name: string }[]> };
  };
  let chosen: { id: number; name: string } | undefined;
  for (const region of settings.settings.region_data.NL ?? []) {
    const answer = (await (
      await page.request.get(
        `/api/search.php?country=NL&countryregion=${region.id}&gender=female&min_age=26&max_age=35&page=1`,
      )
    ).json()) as SearchAnswer;
    if (answer.paging.num_results > 0 && answer.paging.num_results < 12) {
      chosen = region;
      break;
    }
  }
  expect(chosen, 'a region with 1–11 results').toBeDefined();
  const region = chosen as { id: number; name: string };

  await visit('/members');
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Age', { exact: true }).selectOption('26-35');
  // Waiting from before the change: with fewer than a page of results the similar ones may be asked for at once.
  const similarCall = page.waitForRequest(
    (request) =>
      searchCall(request) &&
      paramsOf(request).get('do_not_save') === '1' &&
      paramsOf(request).get('min_age') === '21' &&
      paramsOf(request).get('page') === '1',
  );
  await page.getByLabel('Region', { exact: true }).selectOption(String(region.id));
  await page.mouse.wheel(0, 4000);
  const similar = Object.fromEntries(paramsOf(await similarCall));
  expect(similar).toMatchObject({
    countryregion: '0',
    min_age: '21',
    max_age: '40',
    page: '1',
    manual_search: '1',
    do_not_save: '1',
  });
  const section = page.getByTestId('similar-results');
  await expect(section.getByRole('heading', { name: 'Similar members' })).toBeVisible();
  await expect(section.getByTestId('profile-card').first()).toBeVisible();
  // Similar pages go into the address as they load (more may follow while the end of the list is in reach).
  await expect(page).toHaveURL(/[?&]similarpage=[1-9]/);

  // Changing a filter clears the similar results with the results. All of the country at all ages is several pages,
  // so (from the top of the page) no similar results follow.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const widened = page.waitForResponse((response) => {
    const params = paramsOf(response.request());
    return (
      searchCall(response.request()) &&
      params.get('countryregion') === '0' &&
      params.get('min_age') === '18' &&
      !params.has('do_not_save')
    );
  });
  await page.getByLabel('Age', { exact: true }).selectOption('all');
  await page.getByLabel('Region', { exact: true }).selectOption('0');
  expect(((await (await widened).json()) as SearchAnswer).paging.num_results).toBeGreaterThan(12);
  await expect(section).toBeHidden();
  await expect(page).not.toHaveURL(/similarpage/);
});

test('a non-paying member of more than 4 days sees a live cam at index 1 and an advert at index 5 of every 12', async ({
  page,
  visit,
}) => {
  // Two pages, two partner windows and an accessibility scan of each page: 46 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await visit('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, \u2068Demo\u2069' })).toBeVisible();
  await visit('/members');
  const items = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(items.nth(1).getByTestId('cam-card')).toBeVisible();
  await expect(items.nth(1)).toContainText('ONLINE');
  await expect(items.nth(5).getByTestId('ad-card')).toContainText('AD');
  await expect(items.nth(0).getByTestId('profile-card')).toBeVisible();
  await expect(items.nth(2).getByTestId('profile-card')).toBeVisible();

  const pageTwo = page.waitForResponse(
    (response) => searchCall(response.request()) && paramsOf(response.request()).get('page') === '2',
  );
  await page.mouse.wheel(0, 6000);
  await pageTwo;
  await expect(items.nth(15).getByTestId('cam-card')).toBeVisible();
  await expect(items.nth(19).getByTestId('ad-card')).toBeVisible();
  await expect(page.getByTestId('cam-card')).toHaveCount(2);
  // The cams have pictures of their own, not the face of a member in the same results.
  const sources = (scope: string) =>
    page
      .getByTestId(scope)
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const camPictures = await sources('cam-card');
  const memberPhotos = await sources('profile-card');
  expect(memberPhotos.length).toBeGreaterThan(10);
  expect(new Set(camPictures).size).toBe(2);
  expect(camPictures.filter((picture) => memberPhotos.includes(picture))).toEqual([]);
  await items.nth(1).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      items
        .nth(1)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Both open in a new window through the click-recording redirects, which lead to the demo partner's pages.
  const camLink = items.nth(1).getByRole('link');
  await expect(camLink).toHaveAttribute('target', '_blank');
  const camWindow = page.waitForEvent('popup');
  await camLink.click();
  const camPage = await camWindow;
  await expect(camPage).toHaveURL(/\/demo-partner\/cams\/demo-\d+$/);
  await expect(camPage.getByRole('heading', { name: /is live$/ })).toBeVisible();
  await expect
    .poll(() => camPage.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await camPage.close();
  const adLink = items.nth(5).getByRole('link');
  await expect(adLink).toHaveAttribute('href', '/api/resellpartner.php?flow=profile-search&redirect=1');
  await expect(adLink).toHaveAttribute('target', '_blank');
  const adWindow = page.waitForEvent('popup');
  await adLink.click();
  const adPage = await adWindow;
  await expect(adPage.getByRole('heading', { name: 'Partner offer' })).toBeVisible();
  await adPage.close();
});

test('a new member sees no cam or advert cards', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `newbie.${unique()}@example.org`, 'Newbie');
  await visit('/members');
  await expect(cards(page).nth(5)).toBeVisible();
  await expect(page.getByTestId('cam-card')).toHaveCount(0);
  await expect(page.getByTestId('ad-card')).toHaveCount(0);
});

test('liking from the grid and from the profile page, and the likes pages', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `liker.${unique()}@example.org`, 'Liker');
  await visit('/members');
  const first = cards(page).nth(0);
  const firstName = (await first.getByRole('heading').textContent())?.split(',')[0] as string;
  const liked = page.waitForResponse(
    (response) => response.url().endsWith('/api/likes.php') && response.request().method() === 'POST',
  );
  // On the card the toggle is a heart alone: its name and aria-pressed say the state.
  const likeButton = first.getByTestId('like-button');
  await expect(likeButton).toHaveAccessibleName(`Like ${firstName}`);
  await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
  await likeButton.click();
  expect((await liked).status()).toBe(200);
  await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton).toHaveAccessibleName(`You liked ${firstName}`);
  await expectAccessible(page);

  // From the profile page: like, and the toggle unlikes again.
  const second = cards(page).nth(1);
  const secondName = (await second.getByRole('heading').textContent())?.split(',')[0] as string;
  await second.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(secondName);
  // A title is plain text: the name without isolates or marks (on the page it sits in a <bdi>).
  await expect(page).toHaveTitle(`${secondName} · Datelane`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Likes', exact: true }).click();
  await page.getByRole('link', { name: 'You like' }).click();
  await expect(page).toHaveURL('/likes/given');
  const given = page.getByTestId('likes-page').getByTestId('profile-card');
  await expect(given).toHaveCount(2);
  // Newest like first; the chat button is hidden on the likes pages.
  await expect(given.first().getByRole('heading')).toContainText(secondName);
  await expect(given.last().getByRole('heading')).toContainText(firstName);
  await expect(given.getByRole('link', { name: /Chat with/ })).toHaveCount(0);

  await given.first().getByTestId('like-button').click();
  await expect(given).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('likes-page').getByTestId('profile-card')).toHaveCount(1);
});

test('a received like shows in the badge and on /likes as new until its profile is opened', async ({
  page,
  context,
  browser,
  visit,
}) => {
  await signUpThroughApi(page.request, context, `liked.${unique()}@example.org`, 'Lotte');
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { profile: { id: number } } };
  const admirer = await newMember(browser, 'Admirer');
  await admirer.page.goto(`/members/${user.profile.id}`);
  await admirer.page.getByTestId('like-button').click();
  await expect(admirer.page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await admirer.context.close();

  await visit('/');
  await expect(page.getByTestId('new-likes-badge')).toHaveText(/^1/);
  await page.getByRole('link', { name: /^Likes/ }).click();
  const received = page.getByTestId('likes-page').getByTestId('profile-card');
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId('new-like-badge')).toBeVisible();
  await received.getByRole('link', { name: 'Admirer' }).click();
  await expect(page).toHaveURL(`/likes/m/${admirer.profileId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Admirer');
  // The likes list hides chat and visit buttons on its cards; the profile opened from it can like back and chat.
  await expect(page.getByRole('link', { name: 'Start a chat' })).toHaveAttribute(
    'href',
    `/members/${admirer.profileId}/chat`,
  );
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('new-likes-badge')).toHaveCount(0);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(received.getByTestId('new-like-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('likes-page').getByTestId('profile-card')).toHaveCount(1);
  await expect(page.getByTestId('new-like-badge')).toHaveCount(0);
});

test('a visitor may search only as the site allows, and sees no like or chat buttons', async ({ page, visit }) => {
  await visit('/members');
  await expect(page).toHaveURL('/login?redirect=%2Fmembers');

  // The demo site lets visitors from a traffic source search.
  const search = page.waitForRequest(searchCall);
  await visit('/members?network=aff1');
  expect(paramsOf(await search).get('trafficsource')).toBe('aff1');
  await expect(page).toHaveURL('/members');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('visitor-invite')).toBeVisible();
  await expect(page.getByTestId('like-button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Chat with/ })).toHaveCount(0);

  const name = (await cards(page).first().getByRole('heading').textContent())?.split(',')[0] as string;
  // A visitor's card is one link, to the profile.
  await expect(cards(page).first().getByRole('link')).toHaveCount(1);
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByTestId('like-button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start a chat' })).toHaveCount(0);
  await expect(page.getByTestId('visitor-invite').getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
    'href',
    /^\/signup\?profile=\d+$/,
  );
});

test('a missing member gives the 404 page', async ({ page, context, visit }) => {
  await signUpThroughApi(page.request, context, `lost.${unique()}@example.org`, 'Lost');
  await visit('/members/99999999');
  await expect(page.getByTestId('error-status')).toHaveText('404');
});

test('a member reports and blocks another, who then leaves the results and the likes', async ({
  page,
  context,
  visit,
}) => {
  await signUpThroughApi(page.request, context, `guard.${unique()}@example.org`, 'Guard');
  await visit('/members');
  const target = cards(page).first();
  const id = await target.getAttribute('data-profile-id');
  const name = (await target.getByRole('heading').textContent())?.split(',')[0] as string;
  await target.getByRole('heading').getByRole('link').click();
  // Until the profile page has loaded, the grid (a like button on every card) may still be on screen.
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Report \\W?${name}\\W?$`) });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByLabel('Fake profile').check();
  await dialog.getByLabel('Tell us more (optional)').fill('Same photo as on another site.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Our moderators will look into it.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page).toHaveURL('/members');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator(`[data-profile-id="${id}"]`)).toHaveCount(0);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator(`[data-profile-id="${id}"]`)).toHaveCount(0);
  // Nor under "You like", though they were liked before the block.
  await visit('/likes/given');
  await expect(page.getByTestId('likes-empty')).toBeVisible();
  await expect(page.locator(`[data-profile-id="${id}"]`)).toHaveCount(0);
});

test("the fictional mark is explained on the page, readable without hovering, in the member's language", async ({
  page,
  visit,
}) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await visit('/members');
  const marked = await firstFictionalCard(page);
  await expect(marked).toBeVisible();
  const legend = page.getByTestId('fictional-legend');
  await expect(legend).toBeVisible();
  await expect(legend).toContainText('marks fictional profiles');

  await page.getByLabel('Language').selectOption('nl');
  await expect(legend).toContainText('markeert fictieve profielen');

  const name = marked.getByRole('heading').getByRole('link');
  const profilePath = await name.getAttribute('href');
  await name.click();
  await expect(page).toHaveURL(profilePath as string);
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect(page.getByTestId('fictional-legend')).toContainText('markeert fictieve profielen');
  await expect(page.getByTestId('fictional-icon')).toContainText('fictief profiel');
});

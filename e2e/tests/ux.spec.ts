import type { Locator, Page, Route } from '@playwright/test';
import { expect, firstFictionalCard, logIn, signUpThroughApi, test, unique } from '../fixtures';

const cards = (page: Page) => page.getByTestId('profile-card');

/** Where each character of `needle` (its first occurrence in one text node under `scope`) is drawn, left edges. */
function drawnAt(scope: Locator, needle: string): Promise<number[]> {
  return scope.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(text);
      if (at < 0) continue;
      return [...text].map((_char, index) => {
        const range = document.createRange();
        range.setStart(node, at + index);
        range.setEnd(node, at + index + 1);
        return range.getBoundingClientRect().left;
      });
    }
    throw new Error(`"${text}" is not in one text node`);
  }, needle);
}

/** "Name, 36" reads as written: the age after the name, its digits in order, whatever the name does to directions. */
async function expectAgeAfterName(heading: Locator) {
  const nameRight = await heading
    .locator('bdi')
    .first()
    .evaluate((element) => element.getBoundingClientRect().right);
  const [comma] = await drawnAt(heading, ', ');
  const digits = await drawnAt(heading, '36');
  expect(comma).toBeGreaterThanOrEqual(nameRight - 1);
  expect(digits[0]).toBeGreaterThan(comma as number);
  expect(digits[1]).toBeGreaterThan(digits[0] as number);
}

/** Older data may still hold such names (the API now strips bidi controls from new ones): answers are changed on the way in. */
const override = 'evil\u202e';
const hebrew = 'אביגיל';

async function rename(
  route: Route,
  change: (body: { profiles?: Record<string, unknown>[]; profile?: Record<string, unknown> }) => void,
) {
  const response = await route.fetch();
  const body = (await response.json()) as { profiles?: Record<string, unknown>[]; profile?: Record<string, unknown> };
  change(body);
  await route.fulfill({ response, json: body });
}

test('user text cannot reorder what stands around it: cards, the profile, the report dialog and the block question', async ({
  page,
  visit,
}) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await page.route('**/api/search.php*', (route) =>
    rename(route, (body) => {
      const [first, second] = body.profiles ?? [];
      Object.assign(first ?? {}, { name: override, age: 36 });
      Object.assign(second ?? {}, { name: hebrew, age: 36 });
    }),
  );
  await page.route('**/api/profile.php*', (route) =>
    rename(route, (body) => Object.assign(body.profile ?? {}, { name: override, age: 36, city: 'תל אביב' })),
  );
  await visit('/members');
  // The first page comes rendered by the server; a filter change asks the browser's call the route above rewrites.
  await page.getByLabel('Age', { exact: true }).selectOption('36-45');
  await expect(cards(page).nth(0).getByRole('heading')).toContainText('36');
  await expectAgeAfterName(cards(page).nth(0).getByRole('heading'));
  await expectAgeAfterName(cards(page).nth(1).getByRole('heading'));

  await cards(page).nth(0).getByRole('heading').getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('36');
  await expectAgeAfterName(heading);
  // The tab's title is plain text: neither the override nor an isolate around it (the heading keeps its <bdi>).
  await expect(page).toHaveTitle('evil · Datelane');
  // The Hebrew city stays before the country it belongs to.
  const place = page.getByTestId('profile-place');
  const cityRight = await place
    .locator('bdi')
    .first()
    .evaluate((element) => element.getBoundingClientRect().right);
  expect((await drawnAt(place, 'Netherlands'))[0]).toBeGreaterThan(cityRight);

  // In German the name comes first in the dialog's title: " melden" must still read left to right after it.
  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('button', { name: 'Melden', exact: true }).click();
  const title = page.getByRole('dialog').getByRole('heading');
  const melden = await drawnAt(title, 'melden');
  for (let index = 1; index < melden.length; index += 1)
    expect(melden[index]).toBeGreaterThan(melden[index - 1] as number);
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Blockieren', exact: true }).click();
  // A native dialog takes plain text: the name goes in as a Unicode isolate.
  await expect.poll(() => question).toContain(`\u2068${override}\u2069 blockieren?`);
});

test('on a phone, the fictional mark is explained in words on the likes pages and the profile opened from them, which can like back and chat', async ({
  page,
  context,
  visit,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page.request, context, `fan.${unique()}@example.org`, 'Fan');
  await visit('/members');
  const marked = await firstFictionalCard(page);
  await expect(page.getByTestId('fictional-legend')).toBeVisible();
  const name = ((await marked.getByRole('heading').textContent()) ?? '').split(',')[0] as string;
  await marked.getByTestId('like-button').click();
  await expect(marked.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

  await visit('/likes/given');
  const legend = page.getByTestId('fictional-legend');
  await expect(legend).toBeVisible();
  await expect(legend).toHaveText('✧ marks fictional profiles, run by the site itself. More in the terms');
  await expect(legend.getByRole('link', { name: 'More in the terms' })).toHaveAttribute('href', '/pages/terms');
  // On the card the mark itself has a name for screen readers, in the member's language.
  await expect(page.getByTestId('likes-page').getByTestId('fictional-icon')).toHaveText('✧fictional profile');

  await page.getByTestId('likes-page').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/likes\/m\/\d+$/);
  await expect(page.getByTestId('fictional-legend')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a chat' })).toBeVisible();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
});

test('a profile keeps naming its tab after the member when the language changes; error pages name theirs', async ({
  page,
  visit,
}) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await visit('/members');
  const name = ((await cards(page).first().getByRole('heading').textContent()) ?? '').split(',')[0] as string;
  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveTitle(`${name} · Datelane`);
  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('button', { name: 'Blokkeren' })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Datelane`);

  await visit('/no/such/page');
  await expect(page).toHaveTitle('Fout 404 · Datelane');
});

test('switching the language fetches the settings again and lists the regions in the order of the new language', async ({
  page,
  visit,
}) => {
  await visit('/login');
  await logIn(page);
  await expect(page).toHaveURL('/');
  await visit('/members');
  const regionId = await page.getByLabel('Region').getAttribute('id');
  const region = page.locator(`[id="${regionId}"]`);
  const settings = page.waitForRequest(
    (request) => request.url().endsWith('/api/settings.php') && request.method() === 'GET',
  );
  await page.getByLabel('Language').selectOption('pl');
  // Asked after the cookie names the new locale, which the server words the region names in.
  expect((await (await settings).allHeaders()).cookie).toContain('i18n_redirected=pl');
  await expect(region.locator('option', { hasText: 'Holandia Północna' })).toHaveCount(1);
  const names = (await region.locator('option').allTextContents()).slice(1);
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
});

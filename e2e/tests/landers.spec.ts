import { expect, test } from '../fixtures';

// The eight lander types of the route table; the demo site's niche is 1 (none), so an unknown slug shows its
// default copy. Each type: its heading for the slug's niche, its members, and a CTA into the signup.
const types = [
  { type: 'video', title: 'Meet confident women online right now', profiles: false },
  { type: 'gallery', title: 'Browse confident women near you', profiles: true },
  { type: 'maplanding', title: /: who is near you\?$/, profiles: true },
  { type: 'alonetonight', title: 'Alone tonight?', profiles: true },
  { type: 'iconslanding', title: 'Everything you need to meet confident women', profiles: false },
  { type: 'socialnetwork', title: /^See what's happening on /, profiles: false },
  { type: 'collagelanding', title: 'Get to know confident women near you', profiles: true },
  { type: 'transitionsvideolanding', title: /^Say hello to confident women on /, profiles: true },
] as const;

const defaults: Record<string, string | RegExp> = {
  video: 'Meet singles online right now',
  gallery: 'Browse singles near you',
  iconslanding: 'Everything you need to meet singles',
  collagelanding: 'Get to know singles near you',
};

for (const { type, title, profiles } of types) {
  test(`/landers/${type} shows its page for the slug's niche and leads into the signup with the traffic source`, async ({
    page,
    visit,
  }) => {
    await visit(`/landers/${type}/milf/eng/summer-nights?network=abc&sub1=lander-${type}`);
    const lander = page.getByTestId(`lander-${type}`);
    await expect(lander.getByRole('heading', { level: 1 })).toHaveText(title);
    // The traffic source is kept for the signup and taken out of the address.
    await expect(page).toHaveURL(`/landers/${type}/milf/eng/summer-nights`);
    if (profiles) {
      await expect(lander.getByTestId('lander-profile').first()).toBeVisible();
      // milf landers show women of 33 to 58.
      const photo = await lander.getByTestId('lander-profile').first().locator('img').getAttribute('src');
      expect(photo).toMatch(/female-\d+/);
    }
    if (type === 'video') {
      const video = lander.getByTestId('lander-video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect(video).toHaveAttribute('poster', /lander-women-poster\.[0-9a-f]+\.webp$/);
    }
    if (type === 'maplanding') {
      await expect(lander.getByTestId('lander-map-member').first()).toBeAttached();
    }
    await lander.getByTestId('lander-cta').first().click();
    await expect(page).toHaveURL('/signup');
    const kept = await page.evaluate(() => localStorage.getItem('tracking'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ network: 'abc', sub1: `lander-${type}` });
  });

  test(`/landers/${type} with an unknown slug shows the site's default page`, async ({ page, visit }) => {
    await visit(`/landers/${type}/xyz-unknown-words`);
    const lander = page.getByTestId(`lander-${type}`);
    await expect(lander.getByRole('heading', { level: 1 })).toBeVisible();
    const expected = defaults[type];
    if (expected) await expect(lander.getByRole('heading', { level: 1 })).toHaveText(expected);
    await expect(lander.getByTestId('lander-cta').first()).toHaveAttribute('href', '/signup');
  });
}

test('the video lander has one tab title, the one search engines get, from the first byte to the live page', async ({
  page,
  visit,
}) => {
  const path = '/landers/video/milf/eng/summer';
  const html = await (await page.request.get(path)).text();
  const served = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(served).toMatch(/^Meet singles online now \| /);
  // The page the server sends fetches no video before it paints.
  expect(html).not.toMatch(/<video[^>]* src=/);
  for (let load = 0; load < 3; load += 1) {
    await visit(path);
    await expect(page).toHaveTitle(served);
  }
  // The live page plays the loop the server's markup leaves out (it would share the line with the first paint).
  await expect(page.locator('video[data-testid="lander-video"]')).toHaveAttribute(
    'src',
    /lander-women\.[0-9a-f]+\.webm$/,
  );
});

test('a gay lander shows men, with copy about men', async ({ page, visit }) => {
  await visit('/landers/gallery/gay/eng');
  const lander = page.getByTestId('lander-gallery');
  await expect(lander.getByRole('heading', { level: 1 })).toHaveText('Browse men near you');
  await expect(lander.getByTestId('lander-profile').first()).toBeVisible();
  for (const src of await lander
    .getByTestId('lander-profile')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')))
    expect(src).toMatch(/\/male-\d+/);
});

test("a lander speaks the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/landers/iconslanding/bbw');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Alles, was du brauchst, um kurvige Frauen zu treffen',
  );
  await expect(page.getByTestId('lander-benefits')).toContainText('Kostenlos dabei');
  await context.close();
});

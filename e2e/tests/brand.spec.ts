import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { nightlane, nightlaneMember } from '../nightlane';
import { newOperator, signInToConsole } from '../operators';

// A site's brand colour (docs/operators.md "Sites and settings", docs/architecture.md "Design tokens"): an owner changes
// Nightlane's in the console, and every page of that site, whichever app draws it, takes it on its next load. Only
// Nightlane changes, so tests on the demo site running meanwhile see the same colours.

const TEAL = '#00695c';
const TEAL_RGB = 'rgb(0, 105, 92)';

/** The colour the page's tokens name, and the browser's theme colour. */
const brandOf = async (page: Page) => ({
  token: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim()),
  themeColor: await page.locator('meta[name="theme-color"]').getAttribute('content'),
});
/** What a visitor sees in the brand colour: the page's first primary button. */
const firstPrimaryButton = (page: Page) => page.locator('.btn-primary:visible').first();

async function saveBrandColour(console: Page, colour: string): Promise<void> {
  await console.getByLabel('Brand colour', { exact: true }).fill(colour);
  await console.getByRole('button', { name: 'Review changes' }).click();
  const review = console.getByRole('region', { name: 'Saving changes one thing' });
  await expect(review.getByRole('term')).toHaveText(['Brand colour']);
  await review.getByRole('button', { name: 'Save these changes' }).click();
  await expect(console.getByText('Saved. Every server uses the change within seconds.')).toBeVisible();
}

test("an owner sets a site's brand colour, and that site's pages, public and members', take it", async ({
  browser,
  request,
}) => {
  // A console sign-in, a member's signup through the mail, and pages of three apps.
  test.setTimeout(90_000);
  const console = await (await browser.newContext({ viewport: { width: 768, height: 1024 } })).newPage();
  await signInToConsole(console, await newOperator(request, 'owner'));
  await console.goto('/admin/sites');
  await console.getByRole('link', { name: 'Nightlane' }).click();
  const field = console.getByLabel('Brand colour', { exact: true });
  const before = await field.inputValue();

  // A colour white labels cannot be read on is refused at the field.
  await field.fill('#ffeb3b');
  await console.getByRole('button', { name: 'Review changes' }).click();
  await expect(console.getByText('Too light: white text on it would be hard to read.')).toBeVisible();
  await expectAccessible(console);

  try {
    await saveBrandColour(console, TEAL);

    const visitor = await (await browser.newContext({ baseURL: nightlane })).newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', TEAL_RGB);
    expect(await brandOf(visitor)).toEqual({ token: TEAL, themeColor: TEAL });
    // The home page comes from another app (mfe-landers) and is prerendered: the colour comes with the page all the same.
    await visitor.goto('/');
    await expect(firstPrimaryButton(visitor)).toHaveCSS('background-color', TEAL_RGB);
    expect(await brandOf(visitor)).toEqual({ token: TEAL, themeColor: TEAL });

    const { page: member } = await nightlaneMember(browser, 'Teal');
    await member.goto('/members');
    await expect(member.getByTestId('results-grid')).toBeVisible();
    expect(await brandOf(member)).toEqual({ token: TEAL, themeColor: TEAL });
    // The header (the shell) marks the current page in the brand colour.
    await expect(member.locator('.site-header .member-nav .nav-link.active')).toHaveCSS('color', TEAL_RGB);

    // The demo site keeps its own.
    const demo = await browser.newPage();
    await demo.goto('/login');
    await expect(firstPrimaryButton(demo)).toHaveCSS('background-color', 'rgb(194, 24, 91)');
  } finally {
    await console.goto('/admin/sites');
    await console.getByRole('link', { name: 'Nightlane' }).click();
    await saveBrandColour(console, before);
  }
});

import type { Page } from '@playwright/test';
import { expect, signUpThroughApi, test, unique } from '../fixtures';

/**
 * The search cards' buttons stay inside their cards in every locale and on every screen (issue 21: "Profiel" stuck out
 * of the card in Dutch at 1280 px). All seven locales: the longest words differ by button ("Geliket", "Ti piace",
 * "Te gusta"), and a liked card's word is longer than an unliked one's in most of them.
 */
const locales = ['nl', 'de', 'it', 'es', 'fr', 'pl', 'en'];
const widths = [390, 768, 1280];

/** Each button (or link styled as one) that reaches outside its card, with how far. */
function buttonsOutsideTheirCards(page: Page) {
  return page.getByTestId('results-grid').evaluate((grid) =>
    [...grid.querySelectorAll<HTMLElement>('[data-testid="profile-card"]')].flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll<HTMLElement>('.btn')]
        .map((button) => ({ button, at: button.getBoundingClientRect() }))
        .filter(({ at }) => at.left < box.left - 0.5 || at.right > box.right + 0.5 || at.bottom > box.bottom + 0.5)
        .map(({ button, at }) => ({
          card: card.dataset.profileId,
          button: button.getAttribute('aria-label'),
          past: Math.round(Math.max(box.left - at.left, at.right - box.right, at.bottom - box.bottom)),
        }));
    }),
  );
}

test('every card button stays inside its card, liked or not, in every locale at 390, 768 and 1280 px', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const csrf = await signUpThroughApi(page.request, context, `fit.${unique()}@example.org`, 'Fit');
  const { profiles } = (await (await page.request.get('/api/search.php?auto_load=1')).json()) as {
    profiles: { id: number }[];
  };
  // Liked and unliked cards side by side: every other card of the first page.
  for (const profile of profiles.filter((_profile, index) => index % 2 === 0)) {
    const liked = await page.request.post('/api/likes.php', {
      data: { profile: profile.id },
      headers: { 'x-csrf-token': csrf },
    });
    expect(liked.status()).toBe(200);
  }

  for (const locale of locales) {
    await context.addCookies([{ name: 'i18n_redirected', value: locale, domain: 'localhost', path: '/' }]);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/members');
      const likeButtons = page.getByTestId('profile-card').getByTestId('like-button');
      await expect(likeButtons.first()).toBeVisible();
      await expect(page.locator('[data-testid="like-button"][aria-pressed="true"]').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await buttonsOutsideTheirCards(page), `${locale} at ${width} px`).toEqual([]);
      // The likes page's cards: the like toggle alone, on the photo.
      await page.goto('/likes/given');
      await expect(page.getByTestId('likes-page').getByTestId('like-button').first()).toBeVisible();
      expect(await buttonsOutsideTheirCards(page), `/likes/given, ${locale} at ${width} px`).toEqual([]);
    }
  }
});

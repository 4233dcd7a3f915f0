import { localeCodes } from 'shared-contracts';
import { expect, rootOf, test } from '../fixtures';
import { e2ePort } from '../paths';

// Issue 24's "no blank first visit" (docs/architecture.md, "First paint"): every site × locale × public page is
// prerendered before anyone asks. In the release project, so it runs once the other tests have stopped loading the
// machine and after the releases, whose new deployments the warm-up must render again.

const sites = [
  { name: 'Datelane', origin: `http://localhost:${e2ePort}` },
  { name: 'Nightlane', origin: `http://nightlane.localhost:${e2ePort}` },
];

test('every home is made before anyone asks: the first visitor in any language, on either site, gets its text', async ({
  page,
  context,
}) => {
  // The warm-up runs in the background at low priority from the server's start, and again after every release (the
  // release tests before this one make new deployments): it has made every page for the live deployment once it has
  // queued them for it and nothing is left in the queue.
  test.setTimeout(300_000);
  await expect
    .poll(
      async () => {
        const { deploymentId } = (await (await page.request.get('/_build/latest.json')).json()) as {
          deploymentId: string;
        };
        const status = (await (await page.request.get('/_dev/prerender')).json()) as {
          queued: number;
          deploymentId: string | null;
        };
        return status.deploymentId === deploymentId && status.queued === 0;
      },
      { timeout: 290_000, intervals: [1000] },
    )
    .toBe(true);
  for (const { name, origin } of sites) {
    // The page fetches its own site's home, so the site is chosen by its host as a browser's would be.
    await page.goto(`${origin}/pages/faq`);
    for (const locale of localeCodes) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);
      const html = await page.evaluate(async () => (await fetch('/')).text());
      expect(html, `${name} in ${locale}`).toContain(`<html lang="${locale}"`);
      expect(rootOf(html), `${name} in ${locale}`).toMatch(/^<div id="root" data-prerendered inert>/);
      const text = rootOf(html)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      expect(text.length, `${name} in ${locale}: ${text.slice(0, 80)}`).toBeGreaterThan(40);
      expect(text, `${name} in ${locale}`).toContain(name);
    }
  }
});

import type { Browser } from '@playwright/test';
import { expect, mailedLinkFor, makeFindable, unique } from './fixtures';
import { e2ePort } from './paths';

/** The demo's second site (api/src/seed/demoSite.ts): its own brand, company and pre-moderation. */
export const nightlane = `http://nightlane.localhost:${e2ePort}`;

/**
 * A confirmed, findable member of Nightlane (the demo's pre-moderated site) in a browser of their own. The browser
 * makes the calls (it reaches nightlane.localhost, Node's resolver does not), reads the site's outbox and follows the
 * mailed activation link.
 */
export async function nightlaneMember(browser: Browser, name: string) {
  const page = await (await browser.newContext({ baseURL: nightlane })).newPage();
  await page.goto('/login');
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${unique()}@example.org`;
  const status = await page.evaluate(
    async (member) => {
      const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const check = await fetch(`/api/validate_email.php?email=${encodeURIComponent(member.email)}`);
      const { token } = (await check.json()) as { token: string };
      const response = await fetch('/api/user.php?new=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ ...member, password: 'pass phrase', token }),
      });
      return response.status;
    },
    { email, name },
  );
  expect(status).toBe(200);
  await page.goto(await mailedLinkFor(page, email, '/activate/confirm'));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await makeFindable(page);
  const profileId = await page.evaluate(async () => {
    const { user } = (await (await fetch('/api/user.php')).json()) as { user: { profile: { id: number } } };
    return user.profile.id;
  });
  return { page, profileId };
}

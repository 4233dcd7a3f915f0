import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useRoutes } from 'react-router';
import { nicheId, niches, type Niche } from 'shared-contracts';
import { initCatalogI18n, readCatalog } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { useLander } from './useLander';

const catalogs = new URL('../locales/', import.meta.url);
const en = readCatalog(catalogs, 'en') as { niche: Record<Niche, { who: string }> };

beforeAll(() => initCatalogI18n({ namespace: 'landers', catalogs, lng: 'en' }));
afterEach(cleanup);

function VideoTitle() {
  const { text } = useLander('video');
  return <h1>{text('title')}</h1>;
}

/** The route table's lander route, so the slug reaches the lander as the shell's router hands it over. */
function VideoLanderRoute() {
  return useRoutes([{ path: '/landers/video/*', element: <VideoTitle /> }]);
}

/** The video lander's heading at /landers/video/<slug> on a site of `siteNiche`, as a visitor sees it. */
function headingAt(slug: string, siteNiche: Niche): string {
  renderWithSite(<VideoLanderRoute />, { path: `/landers/video/${slug}`, settings: { niche: nicheId(siteNiche) } });
  const heading = screen.getByRole('heading').textContent;
  cleanup();
  return heading;
}

const campaignWord = fc.stringMatching(/^[a-z0-9]{1,12}$/).filter((word) => !/^[1-7]$/.test(word));
const separator = fc.constantFrom('/', '-', '_');

describe('the slug picks the lander copy', () => {
  test('a slug naming a niche (by name or settings id) words the lander for it, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...niches),
        fc.boolean(),
        fc.constantFrom(...niches),
        fc.array(campaignWord, { maxLength: 3 }),
        separator,
        (niche, byId, siteNiche, campaign, sep) => {
          const slug = [byId ? String(nicheId(niche)) : niche, 'eng', ...campaign].join(sep);
          expect(headingAt(slug, siteNiche)).toBe(`Meet ${en.niche[niche].who} online right now`);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("a slug naming no niche (or none at all) words the lander for the site's niche", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...niches),
        fc.array(
          campaignWord.filter((word) => !(niches as readonly string[]).includes(word)),
          { maxLength: 3 },
        ),
        (siteNiche, campaign) => {
          expect(headingAt(campaign.join('-'), siteNiche)).toBe(`Meet ${en.niche[siteNiche].who} online right now`);
        },
      ),
      { numRuns: 40 },
    );
  });
});

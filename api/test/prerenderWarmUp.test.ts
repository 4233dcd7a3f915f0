import { localeCodes, type LocaleCode } from 'shared-contracts';
import type { PublicSettings } from 'shared-contracts/api';
import type { PrerenderInputs } from '../src/prerender/prerenderer';
import { renderCountry } from '../src/prerender/pageInputs';
import { PrerenderWarmUp } from '../src/prerender/warmUp';
import type { Site } from '../src/repositories/sites';

const site = (id: number, host: string, countries = ['NL', 'BE']) =>
  ({ id, hosts: [host], settings: { countries } }) as unknown as Site;
const datelane = site(1, 'localhost');
const nightlane = site(2, 'nightlane.localhost');

function warmUpWith(sites: Site[], registry = { deploymentId: 'd1', remotes: [] }) {
  const warmed: PrerenderInputs[] = [];
  const announced: string[] = [];
  const warmUp = new PrerenderWarmUp({
    prerenderer: {
      warm: (inputs) => warmed.push(inputs) > 0,
      has: () => false,
      dropWarmingExcept: () => undefined,
      status: () => ({ queued: 0, cached: 0 }),
    },
    sites: async () => sites,
    publicSettings: async (s: Site, country: string, locale: LocaleCode) =>
      ({ site: s.id, geoip_country: country, locale }) as unknown as PublicSettings,
    liveDeployment: async () => ({ shellVersion: 's1', registry }),
    variantRegistries: async () => [],
    warn: (message) => {
      throw new Error(message);
    },
    announce: (message) => announced.push(message),
  });
  return { warmUp, warmed, announced };
}

describe('the prerender warm-up', () => {
  it('asks for every site × locale × public page, homes of every site and language first, then login and signup', async () => {
    const { warmUp, warmed } = warmUpWith([datelane, nightlane]);
    await warmUp.sweep();
    const pages = warmed.map((inputs) => `${inputs.hostname}${inputs.pathname} ${inputs.locale}`);
    const homes = [datelane, nightlane].flatMap((s) => localeCodes.map((locale) => `${s.hosts[0]}/ ${locale}`));
    expect(pages.slice(0, homes.length)).toEqual(homes);
    expect(pages[homes.length]).toBe('localhost/login en');
    expect(pages).toContain('nightlane.localhost/pages/terms pl');
    expect(pages).toContain('nightlane.localhost/signup de');
    // Landers have a path per niche: not guessed, warmed once visited. Members-only and per-member pages never.
    expect(pages.some((page) => /\/landers\/|\/members|\/pages\/ban/.test(page))).toBe(false);
    expect(new Set(pages).size).toBe(pages.length);
    expect(warmUp.status()).toEqual({ sweeps: 1, planned: pages.length, deploymentId: 'd1' });
    // The render is made for the live deployment, under the settings a visitor without a geo header gets.
    expect(warmed[0]).toMatchObject({
      deploymentId: 'd1',
      siteId: 1,
      settingsJson: '{"site":1,"geoip_country":"","locale":"en"}',
    });
  });

  it('puts the pages visitors asked for first, with a lander or a country of their own that the list lacks', async () => {
    const { warmUp, warmed } = warmUpWith([datelane, nightlane]);
    warmUp.visited({ site: nightlane, pathname: '/signup', locale: 'pl', country: '' });
    warmUp.visited({ site: datelane, pathname: '/landers/video/women', locale: 'nl', country: 'BE' });
    warmUp.visited({ site: datelane, pathname: '/landers/video/women', locale: 'nl', country: 'BE' });
    await warmUp.sweep();
    expect(warmed.slice(0, 3).map((inputs) => [inputs.hostname, inputs.pathname, inputs.locale])).toEqual([
      ['localhost', '/landers/video/women', 'nl'],
      ['nightlane.localhost', '/signup', 'pl'],
      ['localhost', '/', 'en'],
    ]);
    expect(warmed[0]?.settingsJson).toContain('"geoip_country":"BE"');
  });

  it('says once, after the pass that finds every page made, how many it made', async () => {
    const made = new Set<string>();
    const announced: string[] = [];
    let queued = 0;
    const warmUp = new PrerenderWarmUp({
      prerenderer: {
        warm: (inputs) => {
          const key = `${inputs.siteId}${inputs.pathname}${inputs.locale}`;
          if (made.has(key)) return false;
          made.add(key);
          queued += 1;
          return true;
        },
        has: (inputs) => made.has(`${inputs.siteId}${inputs.pathname}${inputs.locale}`),
        dropWarmingExcept: () => undefined,
        status: () => ({ queued, cached: made.size }),
      },
      sites: async () => [datelane],
      publicSettings: async () => ({}) as PublicSettings,
      liveDeployment: async () => ({ shellVersion: 's1', registry: { deploymentId: 'd1', remotes: [] } }),
      variantRegistries: async () => [],
      warn: () => undefined,
      announce: (message) => announced.push(message),
    });
    await warmUp.sweep();
    await warmUp.sweep();
    // Still rendering: nothing to say yet.
    expect(announced).toEqual([]);
    queued = 0;
    await warmUp.sweep();
    await warmUp.sweep();
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(new RegExp(`Prerendered ${made.size} public pages .* in \\d+ s\\.$`));
  });

  it("makes a page for a running experiment's variant once its live render is made, and keeps those renders queued", async () => {
    const live = { deploymentId: 'd1', remotes: [] };
    const variant = { deploymentId: 'd1+landers-b', remotes: [] };
    const made = new Set<string>();
    const warmed: PrerenderInputs[] = [];
    const kept: string[][] = [];
    const pageOf = (inputs: PrerenderInputs) => `${inputs.siteId}${inputs.pathname}${inputs.locale}`;
    const warmUp = new PrerenderWarmUp({
      prerenderer: {
        // As the renderer keeps renders by the apps a page loaded: only the lander loads the varied remote, so the
        // live render of every other page serves the variant too.
        warm: (inputs) => {
          const served =
            made.has(pageOf(inputs)) &&
            !(inputs.deploymentId === variant.deploymentId && inputs.pathname.startsWith('/landers/'));
          if (
            served ||
            warmed.some((queued) => queued.deploymentId === inputs.deploymentId && pageOf(queued) === pageOf(inputs))
          )
            return false;
          warmed.push(inputs);
          return true;
        },
        has: (inputs) => made.has(pageOf(inputs)),
        dropWarmingExcept: (deploymentIds) => kept.push([...deploymentIds]),
        status: () => ({ queued: 0, cached: made.size }),
      },
      sites: async () => [datelane],
      publicSettings: async () => ({}) as PublicSettings,
      liveDeployment: async () => ({ shellVersion: 's1', registry: live }),
      variantRegistries: async (s) => (s === datelane ? [variant] : []),
      warn: (message) => {
        throw new Error(message);
      },
      announce: () => undefined,
    });
    warmUp.visited({ site: datelane, pathname: '/landers/video/women', locale: 'en', country: '' });
    await warmUp.sweep();
    // First the live renders only: until one is made, nobody knows which apps the page loads.
    expect(new Set(warmed.map((inputs) => inputs.deploymentId))).toEqual(new Set(['d1']));
    expect(kept[0]).toEqual(['d1', 'd1+landers-b']);

    for (const inputs of warmed) made.add(pageOf(inputs));
    const before = warmed.length;
    await warmUp.sweep();
    const variantRenders = warmed.slice(before);
    expect(variantRenders.map((inputs) => [inputs.pathname, inputs.deploymentId, inputs.registry])).toEqual([
      ['/landers/video/women', 'd1+landers-b', variant],
    ]);
  });

  it('asks for nothing while nothing is deployed', async () => {
    const warmed: PrerenderInputs[] = [];
    const idle = new PrerenderWarmUp({
      prerenderer: {
        warm: (inputs) => warmed.push(inputs) > 0,
        has: () => false,
        dropWarmingExcept: () => undefined,
        status: () => ({ queued: 0, cached: 0 }),
      },
      sites: async () => [datelane],
      publicSettings: async () => ({}) as PublicSettings,
      liveDeployment: async () => null,
      variantRegistries: async () => [],
      warn: () => undefined,
      announce: () => undefined,
    });
    await idle.sweep();
    expect(warmed).toEqual([]);
    expect(idle.status().sweeps).toBe(0);
  });
});

describe('renderCountry', () => {
  it("shares one render between the site's first country, countries it does not offer and no geo header", () => {
    expect(renderCountry(datelane, 'NL')).toBe('');
    expect(renderCountry(datelane, 'FR')).toBe('');
    expect(renderCountry(datelane, '')).toBe('');
    expect(renderCountry(datelane, 'BE')).toBe('BE');
  });
});

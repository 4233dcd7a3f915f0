/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { configureApp } from 'shared-contracts';
import { initCatalogI18n, member } from 'shared-contracts/testing';
import { renderToStringWithSite, visibleText } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route), and the catalog entry a visitor and a member see in the
 * server's markup, before any call answered; null: it shows them nothing then. A member never gets these pages from the
 * shell (the member home is on /), but their modules render for one all the same.
 */
interface ServerPage {
  route: string;
  visitor: string | null;
  member: string | null;
}

const pages: Record<string, ServerPage> = {
  './home': { route: 'index', visitor: 'home.intro', member: 'home.intro' },
  './member-signup': { route: 'members-memberId-signup', visitor: 'member.points.free', member: 'member.points.free' },
  './member-landing': {
    route: 'members-memberId-landing',
    visitor: 'memberLanding.howTitle',
    member: 'memberLanding.howTitle',
  },
  './member-landing2': {
    route: 'members-memberId-landing2',
    visitor: 'member.points.private',
    member: 'member.points.private',
  },
  './member-landing3': {
    route: 'members-memberId-landing3',
    visitor: 'member.points.private',
    member: 'member.points.private',
  },
  './match-finder': { route: 'match-finder', visitor: 'matchFinder.title', member: 'matchFinder.title' },
  './lander-video': { route: 'landers-video', visitor: 'video.cta', member: 'video.cta' },
  './lander-gallery': { route: 'landers-gallery', visitor: 'gallery.eyebrow', member: 'gallery.eyebrow' },
  './lander-maplanding': { route: 'landers-maplanding', visitor: 'maplanding.eyebrow', member: 'maplanding.eyebrow' },
  './lander-alonetonight': {
    route: 'landers-alonetonight',
    visitor: 'alonetonight.title',
    member: 'alonetonight.title',
  },
  './lander-iconslanding': {
    route: 'landers-iconslanding',
    visitor: 'iconslanding.eyebrow',
    member: 'iconslanding.eyebrow',
  },
  './lander-socialnetwork': {
    route: 'landers-socialnetwork',
    visitor: 'socialnetwork.eyebrow',
    member: 'socialnetwork.eyebrow',
  },
  './lander-collagelanding': {
    route: 'landers-collagelanding',
    visitor: 'collagelanding.eyebrow',
    member: 'collagelanding.eyebrow',
  },
  './lander-transitionsvideolanding': {
    route: 'landers-transitionsvideolanding',
    visitor: 'transitionsvideolanding.cta',
    member: 'transitionsvideolanding.cta',
  },
};

function pageOf(name: string): ServerPage {
  const page = pages[name];
  if (!page) throw new Error(`Say where the shell renders ${name} and what it shows`);
  return page;
}

// The bundler turns a media import into its address; jest maps only style sheets.
for (const asset of ['lander-men-poster.webp', 'lander-men.webm', 'lander-women-poster.webp', 'lander-women.webm']) {
  jest.unstable_mockModule(`../assets/${asset}`, () => ({ default: `/assets/${asset}` }));
}

beforeAll(async () => {
  // Calls the server render starts get no answer: the markup is what the page shows before any did.
  configureApp({ apiBaseUrl: 'http://localhost' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  await initCatalogI18n({ namespace: 'landers', catalogs: new URL('../locales/', import.meta.url), lng: 'en' });
});

describe.each(Object.entries(exposes))('%s on the server', (name, file) => {
  const page = pageOf(name);

  it.each([
    ['visitor', undefined],
    ['member', member()],
  ] as const)('renders for a %s without the browser', async (who, user) => {
    const { default: Module } = (await import(new URL(`../../${file}`, import.meta.url).href)) as {
      default: ComponentType;
    };
    const html = await renderToStringWithSite(<Module />, { route: page.route, params: { profileId: 7 }, user });
    const text = page[who];
    if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: 'landers' }));
  });
});

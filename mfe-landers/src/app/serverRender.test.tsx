/** @jest-environment node */
import { jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { describeServerRender, type ServerRenderedModule } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route), and the catalog entry a visitor and a member see in the
 * server's markup, before any call answered; null: it shows them nothing then. A member never gets these pages from the
 * shell (the member home is on /), but their modules render for one all the same.
 */
const modules: Record<string, ServerRenderedModule> = {
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

// The bundler turns a media import into its address; jest maps only style sheets.
for (const asset of ['lander-men-poster.webp', 'lander-men.webm', 'lander-women-poster.webp', 'lander-women.webm']) {
  jest.unstable_mockModule(`../assets/${asset}`, () => ({ default: `/assets/${asset}` }));
}

describeServerRender({
  namespace: 'landers',
  catalogs: new URL('../locales/', import.meta.url),
  exposes,
  modules,
  params: { profileId: 7 },
  load: (file) => import(new URL(`../../${file}`, import.meta.url).href) as Promise<{ default: ComponentType }>,
});

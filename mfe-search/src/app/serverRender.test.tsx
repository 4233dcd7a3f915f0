/** @jest-environment node */
import type { ComponentType } from 'react';
import { describeServerRender, type ServerRenderedModule } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the watcher and the home blocks on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (the watcher never shows anything).
 */
const modules: Record<string, ServerRenderedModule> = {
  './members': { route: 'members', visitor: 'search.title', member: 'search.title' },
  './profile': { route: 'members-memberId', visitor: 'search.loading', member: 'search.loading' },
  './likes': { route: 'likes', visitor: 'likes.tabs.received', member: 'likes.tabs.received' },
  './signup-matches': { route: 'signup-matches', visitor: 'signupMatches.title', member: 'signupMatches.title' },
  './likes-watcher': { route: 'index', visitor: null, member: null },
  './home-likes': { route: 'index', visitor: 'home.likes.title', member: 'home.likes.title' },
  './home-nearby': { route: 'index', visitor: 'home.nearby.title', member: 'home.nearby.title' },
};

describeServerRender({
  namespace: 'search',
  catalogs: new URL('../locales/', import.meta.url),
  exposes,
  modules,
  params: { profileId: 7 },
  load: (file) => import(new URL(`../../${file}`, import.meta.url).href) as Promise<{ default: ComponentType }>,
});

/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { configureApp } from 'shared-contracts';
import { initCatalogI18n, member } from 'shared-contracts/testing';
import { renderToStringWithSite, visibleText } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the watcher and the home blocks on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (the watcher never shows anything).
 */
interface ServerPage {
  route: string;
  visitor: string | null;
  member: string | null;
}

const pages: Record<string, ServerPage> = {
  './members': { route: 'members', visitor: 'search.title', member: 'search.title' },
  './profile': { route: 'members-memberId', visitor: 'search.loading', member: 'search.loading' },
  './likes': { route: 'likes', visitor: 'likes.tabs.received', member: 'likes.tabs.received' },
  './signup-matches': { route: 'signup-matches', visitor: 'signupMatches.title', member: 'signupMatches.title' },
  './likes-watcher': { route: 'index', visitor: null, member: null },
  './home-likes': { route: 'index', visitor: 'home.likes.title', member: 'home.likes.title' },
  './home-nearby': { route: 'index', visitor: 'home.nearby.title', member: 'home.nearby.title' },
};

function pageOf(name: string): ServerPage {
  const page = pages[name];
  if (!page) throw new Error(`Say where the shell renders ${name} and what it shows`);
  return page;
}

beforeAll(async () => {
  // Calls the server render starts get no answer: the markup is what the page shows before any did.
  configureApp({ apiBaseUrl: 'http://localhost' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  await initCatalogI18n({ namespace: 'search', catalogs: new URL('../locales/', import.meta.url), lng: 'en' });
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
    if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: 'search' }));
  });
});

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
 * server's markup, before any call answered; null: it shows them nothing then (a member's signup resumes at the step
 * its effects work out).
 */
interface ServerPage {
  route: string;
  visitor: string | null;
  member: string | null;
}

const pages: Record<string, ServerPage> = {
  './signup': { route: 'signup', visitor: 'account.title', member: null },
  './complete-signup': { route: 'complete-signup', visitor: 'account.title', member: null },
  './activate-done': { route: 'activate-done', visitor: 'activated.done.title', member: 'activated.done.title' },
  './activate-active': {
    route: 'activate-active',
    visitor: 'activated.active.toLogin',
    member: 'activated.active.toMembers',
  },
  './activate-error': { route: 'activate-error', visitor: 'activated.error.title', member: 'activated.error.title' },
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
  await initCatalogI18n({ namespace: 'signup', catalogs: new URL('../locales/', import.meta.url), lng: 'en' });
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
    const html = await renderToStringWithSite(<Module />, { route: page.route, params: {}, user });
    const text = page[who];
    if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: 'signup' }));
  });
});

/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { configureApp } from 'shared-contracts';
import { initCatalogI18n, member } from 'shared-contracts/testing';
import { renderToStringWithSite, visibleText } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the watcher and the home block on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (the watcher never shows anything). The shell lets no visitor in, but the modules render for one all the
 * same.
 */
interface ServerPage {
  route: string;
  visitor: string | null;
  member: string | null;
}

const pages: Record<string, ServerPage> = {
  './chats': { route: 'chats', visitor: 'list.title', member: 'list.title' },
  './chat': { route: 'chats-chatId', visitor: 'conversation.loading', member: 'conversation.loading' },
  './member-chat': { route: 'members-memberId-chat', visitor: 'start.starting', member: 'start.starting' },
  './chat-watcher': { route: 'index', visitor: null, member: null },
  './home-chats': { route: 'index', visitor: 'home.title', member: 'home.title' },
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
  await initCatalogI18n({ namespace: 'chat', catalogs: new URL('../locales/', import.meta.url), lng: 'en' });
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
    const html = await renderToStringWithSite(<Module />, {
      route: page.route,
      params: { chatId: 3, profileId: 7 },
      user,
    });
    const text = page[who];
    if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: 'chat' }));
  });
});

/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { configureApp } from 'shared-contracts';
import { initCatalogI18n, member } from 'shared-contracts/testing';
import { renderToStringWithSite, visibleText } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the dev panel and the home block on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (a member is sent on from the login and the deleted account's page, a visitor from their own profile).
 */
interface ServerPage {
  route: string;
  visitor: string | null;
  member: string | null;
}

const pages: Record<string, ServerPage> = {
  './login': { route: 'login', visitor: 'login.title', member: null },
  './credits': { route: 'credits', visitor: 'credits.title', member: 'credits.title' },
  './credits-checkout': { route: 'credits-creditId', visitor: 'shared.loading', member: 'shared.loading' },
  './credits-repeat-order': { route: 'credits-repeat-order', visitor: 'shared.loading', member: 'shared.loading' },
  './transaction': { route: 'transactions-transactionId', visitor: 'shared.loading', member: 'shared.loading' },
  './premium': { route: 'premium', visitor: 'premium.title', member: 'premium.title' },
  './pricing': { route: 'pricing', visitor: 'pricing.title', member: 'pricing.title' },
  './reset-password': { route: 'reset-password', visitor: 'resetPassword.title', member: 'resetPassword.title' },
  './reset-password-do': {
    route: 'reset-password-do',
    visitor: 'resetPassword.newTitle',
    member: 'resetPassword.newTitle',
  },
  './notifications': { route: 'notifications', visitor: 'notifications.title', member: 'notifications.title' },
  './mail-change': { route: 'mail-change-do', visitor: 'mailChange.doTitle', member: 'mailChange.doTitle' },
  './complaints': { route: 'complaints', visitor: 'complaints.title', member: 'complaints.title' },
  './legal-page': { route: 'pages-faq', visitor: 'legal.faq.title', member: 'legal.faq.title' },
  './ban': { route: 'pages-ban', visitor: 'legal.ban.title', member: 'ban.title' },
  './dev-panel': { route: 'dev', visitor: 'devTools.title', member: 'devTools.title' },
  './dev-tools': { route: 'index', visitor: 'devTools.toggle', member: 'devTools.toggle' },
  './account-deleted': { route: 'account-deleted', visitor: 'deleteAccount.done.title', member: null },
  './my-profile': { route: 'profile', visitor: null, member: 'myProfile.title' },
  './home-status': { route: 'index', visitor: null, member: 'home.title' },
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
  await initCatalogI18n({ namespace: 'account', catalogs: new URL('../locales/', import.meta.url), lng: 'en' });
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
      params: { creditId: 2, transactionId: 5 },
      user,
    });
    const text = page[who];
    if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: 'account' }));
  });
});

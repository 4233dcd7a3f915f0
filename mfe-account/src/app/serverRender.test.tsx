/** @jest-environment node */
import type { ComponentType } from 'react';
import { describeServerRender, type ServerRenderedModule } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the dev panel and the home block on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (a member is sent on from the login and the deleted account's page, a visitor from their own profile).
 */
const modules: Record<string, ServerRenderedModule> = {
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

describeServerRender({
  namespace: 'account',
  catalogs: new URL('../locales/', import.meta.url),
  exposes,
  modules,
  params: { creditId: 2, transactionId: 5 },
  load: (file) => import(new URL(`../../${file}`, import.meta.url).href) as Promise<{ default: ComponentType }>,
});

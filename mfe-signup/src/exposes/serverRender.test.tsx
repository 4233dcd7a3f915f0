/** @jest-environment node */
import type { ComponentType } from 'react';
import { describeServerRender, type ServerRenderedModule } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route), and the catalog entry a visitor and a member see in the
 * server's markup, before any call answered; null: it shows them nothing then (a member's signup resumes at the step
 * its effects work out).
 */
const modules: Record<string, ServerRenderedModule> = {
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

describeServerRender({
  namespace: 'signup',
  catalogs: new URL('../locales/', import.meta.url),
  exposes,
  modules,
  params: {},
  load: (file) => import(new URL(`../../${file}`, import.meta.url).href) as Promise<{ default: ComponentType }>,
});

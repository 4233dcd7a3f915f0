/** @jest-environment node */
import type { ComponentType } from 'react';
import { describeServerRender, type ServerRenderedModule } from 'shared-contracts/testing/render';
import { exposes } from '../exposes.mjs';

/**
 * Where the shell renders an exposed module (its route; the watcher and the home block on the home page), and the
 * catalog entry a visitor and a member see in the server's markup, before any call answered; null: it shows them
 * nothing then (the watcher never shows anything). The shell lets no visitor in, but the modules render for one all the
 * same.
 */
const modules: Record<string, ServerRenderedModule> = {
  './chats': { route: 'chats', visitor: 'list.title', member: 'list.title' },
  './chat': { route: 'chats-chatId', visitor: 'conversation.loading', member: 'conversation.loading' },
  './member-chat': { route: 'members-memberId-chat', visitor: 'start.starting', member: 'start.starting' },
  './chat-watcher': { route: 'index', visitor: null, member: null },
  './home-chats': { route: 'index', visitor: 'home.title', member: 'home.title' },
};

describeServerRender({
  namespace: 'chat',
  catalogs: new URL('../locales/', import.meta.url),
  exposes,
  modules,
  params: { chatId: 3, profileId: 7 },
  load: (file) => import(new URL(`../../${file}`, import.meta.url).href) as Promise<{ default: ComponentType }>,
});

import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ChatListItem } from 'shared-contracts/api/chat';
import { apiError, initCatalogI18n, json, member, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import HomeChats from './HomeChats';

beforeAll(async () => {
  await initCatalogI18n({ namespace: 'chat', catalogs: new URL('../../locales/', import.meta.url), lng: 'en' });
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** A chat as the server lists it; the list comes newest activity first. */
const chat = (id: number, name: string, unread: number, mine = false): ChatListItem => ({
  conversation: {
    id,
    last_seq: 5,
    last_message: { excerpt: `Hello from ${name}`, created_at: '2026-11-20T18:30:00Z', mine },
  },
  profile: { id: id + 100, name, age: 30, main_image: null, fictional: false },
  num_unread_messages: unread,
});

/** The chats call answered with `chats`; any other call is a mistake of the block. */
const serveChats = (...answers: Array<() => Response | Promise<Response>>) =>
  mockApi((call) => {
    if (call.path !== '/api/chats.php') return apiError(404, 'not_found');
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('No answer prepared');
    return next();
  });

const renderBlock = () => renderWithSite(<HomeChats />, { path: '/', user: member() });
const block = () => screen.getByRole('region', { name: 'Messages' });

describe("the member home's Messages block", () => {
  test('shows the chats with unread messages first, at most four, each leading to its conversation', async () => {
    const { calls } = serveChats(() =>
      json({
        chats: [
          chat(1, 'Anna', 0, true),
          chat(2, 'Bea', 2),
          chat(3, 'Cleo', 0),
          chat(4, 'Dana', 1),
          chat(5, 'Eva', 0),
          chat(6, 'Fay', 3),
        ],
      }),
    );
    renderBlock();

    const rows = await within(block()).findAllByTestId('home-chats-row');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/chats/2',
      '/chats/4',
      '/chats/6',
      '/chats/1',
    ]);
    // The badge shows the number; what it says to a screen reader is the sentence.
    expect(rows.map((row) => within(row).queryByText(/unread message/)?.textContent ?? null)).toEqual([
      '2 unread messages',
      '1 unread message',
      '3 unread messages',
      null,
    ]);
    expect(screen.getByRole('link', { name: /^Bea/ }).getAttribute('href')).toBe('/chats/2');
    expect(within(rows[3] as HTMLElement).getByTestId('chat-excerpt').textContent).toBe('You: Hello from Anna');
    expect(within(block()).getByTestId('home-chats-summary').textContent).toBe('6 unread messages in 3 chats');
    expect(within(block()).getByRole('link', { name: 'All chats' }).getAttribute('href')).toBe('/chats');
    expect(calls).toHaveLength(1);
  });

  test('says nothing of unread messages when every chat is read', async () => {
    serveChats(() => json({ chats: [chat(7, 'Gina', 0), chat(8, 'Hana', 0)] }));
    renderBlock();
    const rows = await within(block()).findAllByTestId('home-chats-row');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(['/chats/7', '/chats/8']);
    expect(screen.queryByTestId('home-chats-summary')).toBeNull();
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  test('without chats, says how to start one and leads to the members search', async () => {
    serveChats(() => json({ chats: [] }));
    renderBlock();
    const empty = await within(block()).findByTestId('home-chats-empty');
    expect(empty.textContent).toContain('No conversations yet. Say hello to someone you like.');
    expect(within(empty).getByRole('link', { name: 'Search for members' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('keeps rows of placeholders while the list loads', () => {
    serveChats(() => new Promise<Response>(() => undefined));
    renderBlock();
    expect(within(block()).getByRole('status').textContent).toBe('Loading your chats…');
    expect(within(screen.getByTestId('home-chats-loading')).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
  });

  test('a failed list offers to try again, which loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = serveChats(
      () => apiError(500, 'server_error'),
      () => json({ chats: [chat(9, 'Iris', 1)] }),
    );
    renderBlock();
    const failure = await within(block()).findByTestId('home-chats-error');
    expect(failure.textContent).toContain('Your chats could not be loaded.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    const [row] = await within(block()).findAllByTestId('home-chats-row');
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: /^Iris/ })
        .getAttribute('href'),
    ).toBe('/chats/9');
    expect(calls).toHaveLength(2);
  });
});

import { afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { configureApp } from 'shared-contracts';
import type { ChatListItem, ChatMessage } from 'shared-contracts/api/chat';
import { connectStore, dynamicMiddleware, rootReducer } from 'shared-contracts/store';
import { chatsApi, selectChats } from '../../shared/chatsApi';
import { applyLiveEvent } from './ChatWatcher';

const chat = (lastSeq: number, unread: number): ChatListItem => ({
  conversation: {
    id: 1,
    last_seq: lastSeq,
    last_message: { excerpt: `message ${lastSeq}`, created_at: '2026-11-28T06:00:00Z', mine: false },
  },
  profile: { id: 7, name: 'Demi', age: 35, main_image: null, fictional: false },
  num_unread_messages: unread,
});
const message: ChatMessage = {
  id: 102,
  conversation: 1,
  seq: 2,
  sender: 7,
  mine: false,
  client_id: null,
  text: 'message 2',
  created_at: '2026-11-28T06:00:05Z',
  read_at: null,
};

const originalFetch = globalThis.fetch;
beforeAll(() => configureApp({ apiBaseUrl: 'http://localhost' }));
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const json = (chats: ChatListItem[]) =>
  new Response(JSON.stringify({ chats }), { headers: { 'content-type': 'application/json' } });

test('a message that arrives while the chat list is being read still counts once that read lands', async () => {
  // A poll's read was answered from the database before the message was written, and lands after the live event.
  let answerPoll: (response: Response) => void = () => undefined;
  const answers = [
    async () => json([chat(1, 0)]),
    () => new Promise<Response>((resolve) => (answerPoll = resolve)),
    async () => json([chat(2, 1)]),
  ];
  const fetchMock = jest.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('No answer prepared');
    return next();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);

  const list = store.dispatch(chatsApi.endpoints.getChats.initiate(undefined));
  await list;
  const poll = list.refetch();
  // The poll is on its way (its fetch called) before the event comes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  store.dispatch(applyLiveEvent({ type: 'message', message }));
  expect(selectChats(store.getState())?.[0]?.num_unread_messages).toBe(1);
  answerPoll(json([chat(1, 0)]));
  await poll;
  // The list is read again after the poll landed: RTK Query held the invalidation until then.
  await Promise.all(store.dispatch(chatsApi.util.getRunningQueriesThunk()));

  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(selectChats(store.getState())?.[0]).toMatchObject({ num_unread_messages: 1, conversation: { last_seq: 2 } });
  list.unsubscribe();
});

import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { configureApp } from 'shared-contracts';
import { connectStore, dynamicMiddleware, rootReducer } from 'shared-contracts/store';
import { json, mockApi } from 'shared-contracts/testing';
import { chatsApi, loadChatList, selectChats } from './chatsApi';

beforeAll(() => configureApp({ apiBaseUrl: '' }));
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the chat list on the server', () => {
  test('its loader puts the list where the page’s hook reads it, so the render starts no call of its own', async () => {
    const chats = [
      {
        conversation: { id: 3, last_seq: 1, last_message: null },
        profile: { id: 4, name: 'Lazaro', age: 44, main_image: null, fictional: false },
        num_unread_messages: 1,
      },
    ];
    const { calls } = mockApi(() => json({ chats }));
    const store = configureStore({
      reducer: rootReducer.inject(chatsApi),
      middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    });
    connectStore(store.dispatch);
    await loadChatList(store, { url: new URL('https://lovely.example/chats') });
    expect(calls.map((call) => call.path)).toEqual(['/api/chats.php']);
    expect(selectChats(store.getState())).toEqual(chats);
    expect(store.dispatch(chatsApi.util.getRunningQueriesThunk())).toEqual([]);
  });
});

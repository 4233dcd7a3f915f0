import { configureStore } from '@reduxjs/toolkit';
import type { ChatMessage, ChatProfile } from 'shared-contracts/api/chat';
import { rootReducer, userCleared } from 'shared-contracts/store';
import {
  draftChanged,
  messageArrived,
  pageLoaded,
  readArrived,
  selectConversation,
  sendConfirmed,
  sendFailed,
  sendRefusedForCredits,
  sendStarted,
} from './conversationsSlice';

const profile: ChatProfile = { id: 7, name: 'Demi', age: 35, main_image: null, fictional: false };
const message = (seq: number, changes: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + seq,
  conversation: 1,
  seq,
  sender: 7,
  mine: false,
  client_id: null,
  text: `message ${seq}`,
  created_at: new Date(2026, 10, 23, 10, seq).toISOString(),
  read_at: null,
  ...changes,
});

function storeWithConversation(messages: ChatMessage[]) {
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(pageLoaded({ conversation: 1, messages, hasMore: true, otherReadSeq: 0, profile }));
  return { store, conversation: () => selectConversation(store.getState(), 1) };
}

test('messages from a page and from the socket are kept once each, in sequence order', () => {
  const { store, conversation } = storeWithConversation([message(3), message(2)]);
  store.dispatch(messageArrived(message(4)));
  store.dispatch(messageArrived(message(3)));
  store.dispatch(pageLoaded({ conversation: 1, messages: [message(1), message(2)], otherReadSeq: 0, profile }));
  expect(conversation()?.messages.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
  expect(conversation()?.hasMore).toBe(true);
});

test('a message that came live without its text keeps the text a fetch brought', () => {
  const { store, conversation } = storeWithConversation([message(1)]);
  store.dispatch(messageArrived(message(1, { text: '' })));
  expect(conversation()?.messages[0]?.text).toBe('message 1');
});

test('a pending send is settled by its own message, whether the answer or the live event brings it first', () => {
  const { store, conversation } = storeWithConversation([]);
  store.dispatch(sendStarted({ conversation: 1, clientId: 'a', text: 'hi', at: '2026-11-23T10:00:00Z' }));
  store.dispatch(sendStarted({ conversation: 1, clientId: 'b', text: 'there', at: '2026-11-23T10:00:01Z' }));
  expect(conversation()?.pending.map((entry) => entry.status)).toEqual(['sending', 'sending']);
  store.dispatch(messageArrived(message(1, { mine: true, client_id: 'a', text: 'hi' })));
  store.dispatch(sendConfirmed(message(1, { mine: true, client_id: 'a', text: 'hi' })));
  expect(conversation()?.pending.map((entry) => entry.clientId)).toEqual(['b']);
  expect(conversation()?.messages).toHaveLength(1);
});

test('a failed send keeps its bubble with the reason, and sending it again reuses it', () => {
  const { store, conversation } = storeWithConversation([]);
  store.dispatch(sendStarted({ conversation: 1, clientId: 'a', text: 'hi', at: '2026-11-23T10:00:00Z' }));
  store.dispatch(sendFailed({ conversation: 1, clientId: 'a', failure: 'too_fast' }));
  expect(conversation()?.pending).toEqual([expect.objectContaining({ status: 'failed', failure: 'too_fast' })]);
  store.dispatch(sendStarted({ conversation: 1, clientId: 'a', text: 'hi', at: '2026-11-23T10:01:00Z' }));
  expect(conversation()?.pending).toEqual([
    { clientId: 'a', text: 'hi', createdAt: '2026-11-23T10:00:00Z', status: 'sending' },
  ]);
});

test('a send refused for want of credits goes back to an empty composer with the figures, not over new text', () => {
  const { store, conversation } = storeWithConversation([]);
  store.dispatch(sendStarted({ conversation: 1, clientId: 'a', text: 'first', at: '2026-11-23T10:00:00Z' }));
  store.dispatch(sendRefusedForCredits({ conversation: 1, clientId: 'a', price: 2, balance: 1 }));
  expect(conversation()).toMatchObject({ pending: [], draft: 'first', outOfCredits: { price: 2, balance: 1 } });

  store.dispatch(draftChanged({ conversation: 1, text: 'something new' }));
  store.dispatch(sendStarted({ conversation: 1, clientId: 'b', text: 'second', at: '2026-11-23T10:00:00Z' }));
  expect(conversation()?.outOfCredits).toBeNull();
  store.dispatch(sendRefusedForCredits({ conversation: 1, clientId: 'b', price: 2, balance: 1 }));
  expect(conversation()?.draft).toBe('something new');
});

test('the read mark only moves forward, and nothing stays after logout', () => {
  const { store, conversation } = storeWithConversation([message(1)]);
  store.dispatch(readArrived({ conversation: 1, readSeq: 5 }));
  store.dispatch(readArrived({ conversation: 1, readSeq: 3 }));
  expect(conversation()?.otherReadSeq).toBe(5);
  store.dispatch(userCleared({ forced: false }));
  expect(conversation()).toBeUndefined();
});

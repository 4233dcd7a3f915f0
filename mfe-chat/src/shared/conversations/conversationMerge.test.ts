import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { configureApp } from 'shared-contracts';
import type { ChatMessage, ChatProfile } from 'shared-contracts/api/chat';
import { rootReducer } from 'shared-contracts/store';
import { loadLatest, loadOlder } from './conversationCalls';
import { messageArrived, pageLoaded, selectConversation, sendConfirmed, sendStarted } from './conversationsSlice';

const profile: ChatProfile = { id: 7, name: 'Demi', age: 35, main_image: null, fictional: false };
/** The server's page size for GET /api/messages.php (api/src/routes/api/messages.ts). */
const PAGE_SIZE = 30;

/** Message `seq` of conversation 1; the member's own ones carry the client id their send made. */
const message = (seq: number, mine = false): ChatMessage => ({
  id: 100 + seq,
  conversation: 1,
  seq,
  sender: mine ? 1 : 7,
  mine,
  client_id: mine ? `client-${seq}` : null,
  text: `message ${seq}`,
  created_at: new Date(Date.UTC(2026, 10, 23, 10, 0, seq)).toISOString(),
  read_at: null,
});

beforeAll(() => configureApp({ apiBaseUrl: 'http://localhost' }));
afterEach(() => {
  jest.restoreAllMocks();
});

function newStore() {
  // Without the development checks: a run dispatches hundreds of messages, and their timing warnings say nothing here.
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }),
  });
  /** What the member sees in the conversation: the confirmed messages top to bottom, then the bubbles still sending. */
  const seen = () => {
    const conversation = selectConversation(store.getState(), 1);
    return {
      messages: conversation?.messages.map((entry) => `${entry.seq}: ${entry.text}`) ?? [],
      sending: conversation?.pending.map((entry) => entry.text) ?? [],
    };
  };
  return { store, seen };
}

/** GET /api/messages.php as the server answers it: newest first, a page at a time, before a sequence number. */
function serveMessages(server: { count: number }) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const before = Number(url.searchParams.get('before') ?? server.count + 1);
    const newest = Math.min(before - 1, server.count);
    const oldest = Math.max(1, newest - PAGE_SIZE + 1);
    const messages = [];
    for (let seq = newest; seq >= oldest; seq--) messages.push(message(seq));
    return Response.json({ messages, has_more: oldest > 1, profile, other_read_seq: 0 });
  });
}

const shownInOrder = (count: number) =>
  Array.from({ length: count }, (_, index) => `${index + 1}: message ${index + 1}`);

describe('what a member sees after a reconnect', () => {
  test('every message once, in order, however many came in meanwhile, once the member has scrolled up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 400 }), async (held, missed) => {
        const server = { count: held };
        serveMessages(server);
        const { store, seen } = newStore();
        await store.dispatch(loadLatest(1));
        server.count += missed;
        await store.dispatch(loadLatest(1));
        // Scrolling up loads older pages until there are none.
        for (let pages = 0; pages < 20 && selectConversation(store.getState(), 1)?.hasMore; pages++)
          await store.dispatch(loadOlder(1));
        expect(seen().messages).toEqual(shownInOrder(held + missed));
        jest.restoreAllMocks();
      }),
      { numRuns: 60 },
    );
  });
});

describe('a reconnect racing live messages', () => {
  test.each([
    // All 46; or the five pages a reconnect fetches at most, and the live one.
    ['a small gap', 40, 46],
    ['a gap too big to fill', 400, 5 * PAGE_SIZE + 1],
  ])('with %s, a message that arrives live while the pages load stays', async (_gap, missed, shownCount) => {
    const server = { count: 5 };
    serveMessages(server);
    const { store, seen } = newStore();
    await store.dispatch(loadLatest(1));
    server.count += missed;
    const reconnect = store.dispatch(loadLatest(1));
    server.count += 1;
    store.dispatch(messageArrived(message(server.count)));
    await reconnect;
    // The newest messages without a hole, down to where scrolling up takes over.
    expect(seen().messages).toEqual(shownInOrder(server.count).slice(-shownCount));
  });
});

/** One way a message reaches the tab: in a fetched page, as a live event (perhaps without its text), or as a send's answer. */
type Delivery =
  { kind: 'page'; seqs: number[] } | { kind: 'live'; seq: number; textless: boolean } | { kind: 'answer'; seq: number };

describe('the merge of pages, live events and own sends', () => {
  const deliveries = (count: number) =>
    fc.array(
      fc.oneof(
        fc
          .uniqueArray(fc.integer({ min: 1, max: count }), { minLength: 1, maxLength: 6 })
          .map((seqs): Delivery => ({ kind: 'page', seqs: seqs.sort((a, b) => b - a) })),
        fc
          .record({ seq: fc.integer({ min: 1, max: count }), textless: fc.boolean() })
          .map(({ seq, textless }): Delivery => ({ kind: 'live', seq, textless })),
        fc.integer({ min: 1, max: count }).map((seq): Delivery => ({ kind: 'answer', seq })),
      ),
      { maxLength: 40 },
    );

  test('shows each message once, in sequence order, with its text once any copy had it; own sends leave the sending state once echoed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((count) =>
          fc.record({
            mine: fc.subarray(Array.from({ length: count }, (_, i) => i + 1)),
            deliveries: deliveries(count),
          }),
        ),
        ({ mine, deliveries: steps }) => {
          const own = new Set(mine);
          const copy = (seq: number) => message(seq, own.has(seq));
          const { store, seen } = newStore();
          // The conversation is open (its first page was empty), and the member wrote their messages.
          store.dispatch(pageLoaded({ conversation: 1, messages: [], hasMore: false, otherReadSeq: 0, profile }));
          for (const seq of mine)
            store.dispatch(sendStarted({ conversation: 1, clientId: `client-${seq}`, text: `message ${seq}`, at: '' }));
          const delivered = new Map<number, boolean>(); // seq → whether a copy with its text came
          for (const step of steps) {
            if (step.kind === 'page') {
              store.dispatch(pageLoaded({ conversation: 1, messages: step.seqs.map(copy), otherReadSeq: 0, profile }));
              for (const seq of step.seqs) delivered.set(seq, true);
            } else if (step.kind === 'live') {
              store.dispatch(messageArrived({ ...copy(step.seq), text: step.textless ? '' : `message ${step.seq}` }));
              delivered.set(step.seq, (delivered.get(step.seq) ?? false) || !step.textless);
            } else if (own.has(step.seq)) {
              store.dispatch(sendConfirmed(copy(step.seq)));
              delivered.set(step.seq, true);
            }
          }
          const expected = [...delivered.keys()]
            .sort((a, b) => a - b)
            .map((seq) => `${seq}: ${delivered.get(seq) ? `message ${seq}` : ''}`);
          expect(seen()).toEqual({
            messages: expected,
            sending: mine.filter((seq) => !delivered.has(seq)).map((seq) => `message ${seq}`),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

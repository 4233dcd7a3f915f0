import { ApiRequestError, callEndpoint } from 'shared-contracts';
import { apiErrorSchema } from 'shared-contracts/api';
import {
  MEMBER_UNAVAILABLE,
  messagesEndpoint,
  readEndpoint,
  sendMessageEndpoint,
  type ChatMessage,
} from 'shared-contracts/api/chat';
import { creditsChanged, userRefetchRequested, type AppDispatch, type RootState } from 'shared-contracts/store';
import { patchChats, withMessage } from '../chatsApi';
import {
  conversationUnavailable,
  olderLoading,
  pageLoaded,
  sendConfirmed,
  sendFailed,
  sendRefusedForCredits,
  sendStarted,
  type SendFailure,
} from './conversationsSlice';

type GetState = () => RootState;
/** How long a send may take before the bubble offers a retry (the retry reuses the client id, so nothing doubles). */
const SEND_TIMEOUT_MS = 15_000;
/** A gap bigger than this many pages is not filled: the member scrolls up for the messages in it instead. */
const MAX_GAP_PAGES = 5;

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : 0);

function unavailableReason(status: number) {
  if (status === 403) return 'forbidden' as const;
  if (status === 404 || status === 400) return 'not_found' as const;
  return 'failed' as const;
}

const fetchPage = (conversation: number, before?: number) =>
  callEndpoint(messagesEndpoint, {
    query: { conversation: String(conversation), ...(before === undefined ? {} : { before: String(before) }) },
  });

/**
 * Loads the newest messages, and keeps paging back until they meet the ones already held: after a reconnect or a
 * missed event nothing in between is left out (each message has a sequence number, so a gap shows).
 * A thunk, not RTK Query: how far it pages depends on what the conversation holds, and the pages merge with live
 * messages and own sends into one list, where an RTK Query cache would keep each answer apart.
 */
export const loadLatest = (conversation: number) => async (dispatch: AppDispatch, getState: GetState) => {
  try {
    const held = getState().chat?.conversations[conversation];
    const newestHeld = held?.loaded ? (held.messages.at(-1)?.seq ?? 0) : null;
    let page = await fetchPage(conversation);
    const collected: ChatMessage[] = [...page.messages];
    const gapLeft = () => newestHeld !== null && page.has_more && (collected.at(-1)?.seq ?? 0) > newestHeld + 1;
    for (let pages = 1; gapLeft() && pages < MAX_GAP_PAGES; pages++) {
      page = await fetchPage(conversation, collected.at(-1)?.seq);
      collected.push(...page.messages);
    }
    // A gap too big to fill: the held messages below it go, so scrolling up loads the gap instead of skipping it.
    const gap = gapLeft();
    dispatch(
      pageLoaded({
        conversation,
        messages: collected,
        // A refresh that met the held messages leaves it to them whether history goes further back.
        ...(newestHeld === null || gap ? { hasMore: page.has_more } : {}),
        ...(gap ? { dropOlder: true } : {}),
        otherReadSeq: page.other_read_seq,
        profile: page.profile,
      }),
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 403) dispatch(userRefetchRequested());
    dispatch(conversationUnavailable({ conversation, reason: unavailableReason(status) }));
  }
};

/**
 * The page before the oldest message held (infinite scroll up through the history).
 * A thunk for the reason loadLatest is one: the page joins the conversation's merged list, not a cache of its own.
 */
export const loadOlder = (conversation: number) => async (dispatch: AppDispatch, getState: GetState) => {
  const held = getState().chat?.conversations[conversation];
  if (!held?.hasMore || held.loadingOlder) return;
  dispatch(olderLoading({ conversation, loading: true }));
  try {
    const page = await fetchPage(conversation, held.messages[0]?.seq);
    dispatch(
      pageLoaded({
        conversation,
        messages: page.messages,
        hasMore: page.has_more,
        otherReadSeq: page.other_read_seq,
        profile: page.profile,
      }),
    );
  } catch (error) {
    console.error('Loading older messages failed', error);
  } finally {
    dispatch(olderLoading({ conversation, loading: false }));
  }
};

function failureOf(error: unknown): SendFailure {
  const status = statusOf(error);
  if (status === 429) return 'too_fast';
  // Suspended or banned (docs/product.md "Decisions about your account"): not gone for good like a deleted member.
  if (error instanceof ApiRequestError && error.code === MEMBER_UNAVAILABLE) return 'unavailable';
  if (status === 403 || status === 404 || status === 409 || status === 410) return 'refused';
  return 'network';
}

// Sends of one conversation go out one after the other, so messages are stored in the order they were written.
const sendQueues = new Map<number, Promise<void>>();

/**
 * Sends a message (or sends a failed one again: same client id, so the server stores and charges it once). The bubble
 * shows at once as 'sending'; a refusal for want of credits takes it back to the composer with the price and balance.
 * A thunk, not an RTK Query mutation: its pending bubble lives in the conversation slice, and sends to one chat
 * queue behind each other.
 */
export const sendMessage =
  ({ conversation, clientId, text }: { conversation: number; clientId: string; text: string }) =>
  (dispatch: AppDispatch): Promise<void> => {
    dispatch(sendStarted({ conversation, clientId, text, at: new Date().toISOString() }));
    const send = async () => {
      try {
        const sent = await callEndpoint(sendMessageEndpoint, {
          body: { conversation, client_id: clientId, text },
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        dispatch(sendConfirmed(sent.message));
        if (sent.credits !== null) dispatch(creditsChanged(sent.credits));
        dispatch(patchChats((chats) => withMessage(chats, sent.message, true)));
      } catch (error) {
        const credits =
          error instanceof ApiRequestError && error.status === 402
            ? apiErrorSchema.safeParse(error.body).data?.credits
            : undefined;
        if (credits) {
          dispatch(sendRefusedForCredits({ conversation, clientId, ...credits }));
          dispatch(creditsChanged(credits.balance));
        } else {
          if (statusOf(error) === 403) dispatch(userRefetchRequested());
          const failure = failureOf(error);
          dispatch(sendFailed({ conversation, clientId, failure }));
          // The other side became unavailable while the chat was open: reload it, so the page says so.
          if (failure === 'unavailable') void dispatch(loadLatest(conversation));
        }
      }
    };
    const queued = (sendQueues.get(conversation) ?? Promise.resolve()).then(send);
    sendQueues.set(conversation, queued);
    return queued;
  };

/**
 * Tells the server the member has read up to `upTo`, and clears the chat's unread count at once (docs/product.md §4).
 * A thunk, like sendMessage: a write whose answer nobody reads, so RTK Query would have nothing to cache.
 */
export const markRead = (conversation: number, upTo: number) => async (dispatch: AppDispatch) => {
  dispatch(
    patchChats((chats) => {
      const chat = chats.find((entry) => entry.conversation.id === conversation);
      if (chat) chat.num_unread_messages = 0;
    }),
  );
  try {
    await callEndpoint(readEndpoint, { body: { conversation, up_to: upTo } });
  } catch (error) {
    // The next open or poll tries again; the count on screen already says read.
    console.warn('Marking the chat read failed', error);
  }
};

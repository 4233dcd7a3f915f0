import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage, ChatProfile } from 'shared-contracts/api/chat';
import { announceStoreModule, rootReducer, serverStateLoaded, userCleared } from 'shared-contracts/store';

/** Why a send did not go through: the bubble says so and offers to try again with the same client id. */
export type SendFailure = 'network' | 'too_fast' | 'refused' | 'unavailable';

/** A message the member wrote that the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  failure?: SendFailure;
}

export interface ConversationState {
  /** Confirmed messages, oldest first, each sequence number once. */
  messages: ChatMessage[];
  /** Whether older messages exist before the first one held. */
  hasMore: boolean;
  /** The first page has arrived. */
  loaded: boolean;
  loadingOlder: boolean;
  /** Why the conversation cannot be shown: another pair's, or gone. */
  unavailable: 'forbidden' | 'not_found' | 'failed' | null;
  otherReadSeq: number;
  profile: ChatProfile | null;
  pending: PendingMessage[];
  /** When the other side last said it was typing (ms since the epoch). */
  typingAt: number | null;
  /** The composer's text, kept while the member looks elsewhere (docs/product.md §3: latest text per conversation). */
  draft: string;
  /** The last send was refused for want of credits: what a message costs and what the member has. */
  outOfCredits: { price: number; balance: number } | null;
}

export interface ChatState {
  conversations: Record<number, ConversationState>;
  /** The conversation on screen: its new messages are read as they arrive, and do not count as unread. */
  onScreen: number | null;
}

const emptyConversation = (): ConversationState => ({
  messages: [],
  hasMore: false,
  loaded: false,
  loadingOlder: false,
  unavailable: null,
  otherReadSeq: 0,
  profile: null,
  pending: [],
  typingAt: null,
  draft: '',
  outOfCredits: null,
});

function conversationOf(state: ChatState, id: number): ConversationState {
  state.conversations[id] ??= emptyConversation();
  return state.conversations[id];
}

/** Adds messages by sequence number (a message seen twice is kept once) and settles the sends they confirm. */
function merge(conversation: ConversationState, incoming: readonly ChatMessage[]): void {
  const bySeq = new Map(conversation.messages.map((message) => [message.seq, message]));
  for (const message of incoming) {
    const known = bySeq.get(message.seq);
    // A message that arrived live without its text (too long for the live channel) gets it from the fetch.
    bySeq.set(message.seq, known && message.text === '' ? known : message);
  }
  conversation.messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const confirmed = new Set(incoming.flatMap((message) => (message.client_id ? [message.client_id] : [])));
  conversation.pending = conversation.pending.filter((pending) => !confirmed.has(pending.clientId));
}

const initialState: ChatState = { conversations: {}, onScreen: null };

/**
 * The conversations a member has open in this tab, shared by the chat pages and the chat watcher (which feeds it the
 * live events). Messages are keyed by their sequence number, so an event and a fetch of the same message agree.
 */
export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    pageLoaded(
      state,
      action: PayloadAction<{
        conversation: number;
        messages: ChatMessage[];
        hasMore?: boolean;
        /** A gap lies below these messages: held ones older than all of them are dropped, to be paged in again. */
        dropOlder?: boolean;
        otherReadSeq: number;
        profile: ChatProfile;
      }>,
    ) {
      const { conversation: id, messages, hasMore, dropOlder, otherReadSeq, profile } = action.payload;
      const conversation = conversationOf(state, id);
      if (dropOlder) {
        const oldest = Math.min(...messages.map((message) => message.seq));
        conversation.messages = conversation.messages.filter((message) => message.seq >= oldest);
      }
      merge(conversation, messages);
      if (hasMore !== undefined) conversation.hasMore = hasMore;
      conversation.otherReadSeq = Math.max(conversation.otherReadSeq, otherReadSeq);
      conversation.profile = profile;
      conversation.loaded = true;
      conversation.unavailable = null;
    },
    olderLoading(state, action: PayloadAction<{ conversation: number; loading: boolean }>) {
      conversationOf(state, action.payload.conversation).loadingOlder = action.payload.loading;
    },
    conversationUnavailable(
      state,
      action: PayloadAction<{ conversation: number; reason: NonNullable<ConversationState['unavailable']> }>,
    ) {
      conversationOf(state, action.payload.conversation).unavailable = action.payload.reason;
    },
    /** A message from the live socket; only conversations this tab holds keep it (the chat list follows by itself). */
    messageArrived(state, action: PayloadAction<ChatMessage>) {
      const conversation = state.conversations[action.payload.conversation];
      if (!conversation) return;
      merge(conversation, [action.payload]);
      if (!action.payload.mine) conversation.typingAt = null;
    },
    readArrived(state, action: PayloadAction<{ conversation: number; readSeq: number }>) {
      const conversation = state.conversations[action.payload.conversation];
      if (conversation) conversation.otherReadSeq = Math.max(conversation.otherReadSeq, action.payload.readSeq);
    },
    typingArrived(state, action: PayloadAction<{ conversation: number; at: number }>) {
      const conversation = state.conversations[action.payload.conversation];
      if (conversation) conversation.typingAt = action.payload.at;
    },
    sendStarted(state, action: PayloadAction<{ conversation: number; clientId: string; text: string; at: string }>) {
      const { conversation: id, clientId, text, at } = action.payload;
      const conversation = conversationOf(state, id);
      conversation.outOfCredits = null;
      const known = conversation.pending.find((pending) => pending.clientId === clientId);
      if (known) {
        known.status = 'sending';
        delete known.failure;
      } else {
        conversation.pending.push({ clientId, text, createdAt: at, status: 'sending' });
      }
    },
    sendConfirmed(state, action: PayloadAction<ChatMessage>) {
      merge(conversationOf(state, action.payload.conversation), [action.payload]);
    },
    sendFailed(state, action: PayloadAction<{ conversation: number; clientId: string; failure: SendFailure }>) {
      const pending = conversationOf(state, action.payload.conversation).pending.find(
        (entry) => entry.clientId === action.payload.clientId,
      );
      if (!pending) return;
      pending.status = 'failed';
      pending.failure = action.payload.failure;
    },
    /**
     * Nothing was stored for want of credits: the bubble goes, its text returns to the composer (unless the member
     * already wrote something new) and the prompt to buy credits shows.
     */
    sendRefusedForCredits(
      state,
      action: PayloadAction<{ conversation: number; clientId: string; price: number; balance: number }>,
    ) {
      const { conversation: id, clientId, price, balance } = action.payload;
      const conversation = conversationOf(state, id);
      const pending = conversation.pending.find((entry) => entry.clientId === clientId);
      conversation.pending = conversation.pending.filter((entry) => entry.clientId !== clientId);
      if (pending && conversation.draft.trim() === '') conversation.draft = pending.text;
      conversation.outOfCredits = { price, balance };
    },
    sendDiscarded(state, action: PayloadAction<{ conversation: number; clientId: string }>) {
      const conversation = conversationOf(state, action.payload.conversation);
      conversation.pending = conversation.pending.filter((entry) => entry.clientId !== action.payload.clientId);
    },
    onScreenChanged(state, action: PayloadAction<number | null>) {
      state.onScreen = action.payload;
    },
    draftChanged(state, action: PayloadAction<{ conversation: number; text: string }>) {
      conversationOf(state, action.payload.conversation).draft = action.payload.text;
    },
  },
  extraReducers: (builder) => {
    // Another member may log in next in this tab: nothing of this one's conversations stays.
    builder
      .addCase(userCleared, () => initialState)
      // The conversation the server's render showed (docs/architecture.md, "First paint").
      .addCase(serverStateLoaded, (state, action) => (action.payload.chat as typeof state | undefined) ?? state);
  },
  selectors: {
    selectConversation: (state, id: number): ConversationState | undefined => state.conversations[id],
    selectHeldConversations: (state) => Object.keys(state.conversations).map(Number),
    selectOnScreen: (state) => state.onScreen,
  },
});

declare module 'shared-contracts/store' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

export const injectedChatSlice = chatSlice.injectInto(rootReducer);
announceStoreModule(chatSlice.name);

export const {
  pageLoaded,
  olderLoading,
  conversationUnavailable,
  messageArrived,
  readArrived,
  typingArrived,
  sendStarted,
  sendConfirmed,
  sendFailed,
  sendRefusedForCredits,
  sendDiscarded,
  onScreenChanged,
  draftChanged,
} = chatSlice.actions;
export const { selectConversation, selectHeldConversations, selectOnScreen } = injectedChatSlice.selectors;

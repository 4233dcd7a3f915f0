import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  chatRemoveEndpoint,
  chatsEndpoint,
  chatStartEndpoint,
  type ChatListItem,
  type ChatMessage,
} from 'shared-contracts/api/chat';
import { reportEndpoint, reportRequestSchema } from 'shared-contracts/api/search';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import type { z } from 'zod/mini';
import type { LoadFirstView } from 'shared-contracts';
import { userRefetchRequested, type RootState } from 'shared-contracts/store';

const statusOf = (error: unknown) => (error as { error?: FetchBaseQueryError } | undefined)?.error?.status;

/** The chat list's line for a new message: it moves to the top with the excerpt, unread unless mine or on screen. */
export function withMessage(chats: ChatListItem[], message: ChatMessage, onScreen: boolean): void {
  const index = chats.findIndex((chat) => chat.conversation.id === message.conversation);
  if (index < 0) return;
  const [chat] = chats.splice(index, 1) as [ChatListItem];
  if (message.seq > chat.conversation.last_seq) {
    chat.conversation.last_seq = message.seq;
    chat.conversation.last_message = { excerpt: message.text, created_at: message.created_at, mine: message.mine };
    if (!message.mine && !onScreen) chat.num_unread_messages += 1;
  }
  chats.unshift(chat);
}

/**
 * The chat list, starting a chat and removing one (docs/product.md §3, §4, §7, §8). The list is what the unread badge
 * counts; the chat watcher reloads it on every poll and on live events.
 */
export const chatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<ChatListItem[], undefined>({
      query: () => endpointArgs(chatsEndpoint),
      transformResponse: (raw) => endpointResponse(chatsEndpoint)(raw).chats,
      providesTags: ['Chats'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // docs/product.md §8: a 403 on chats refetches the user (which ends an expired session).
          if (statusOf(error) === 403) dispatch(userRefetchRequested());
          else console.error('The chats call failed', error);
        }
      },
    }),
    /** Starts or finds the one conversation with a profile; answers its id. */
    startChat: build.mutation<number, number>({
      query: (profile) => endpointArgs(chatStartEndpoint, { query: { profile: String(profile) } }),
      transformResponse: (raw) => endpointResponse(chatStartEndpoint)(raw).id,
      // A new chat joins the list (without messages yet), which the conversation page shows beside it.
      invalidatesTags: ['Chats'],
    }),
    /**
     * docs/product.md §4, §8: the chat leaves the list at once, then the server is asked, then the list is reloaded
     * whatever the answer; a failure is logged and shown in an alert.
     */
    removeChat: build.mutation<unknown, { conversation: number; failureText: string }>({
      query: ({ conversation }) => endpointArgs(chatRemoveEndpoint, { body: { conversation } }),
      invalidatesTags: ['Chats'],
      async onQueryStarted({ conversation, failureText }, { dispatch, queryFulfilled }) {
        dispatch(
          chatsApi.util.updateQueryData('getChats', undefined, (chats) =>
            chats.filter((chat) => chat.conversation.id !== conversation),
          ),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          console.error('Removing the chat failed', error);
          window.alert(failureText);
        }
      },
    }),
    /** Reports the other side to the moderators from the conversation, which the report names (docs/operators.md). */
    reportFromChat: build.mutation<unknown, z.infer<typeof reportRequestSchema>>({
      query: (report) => endpointArgs(reportEndpoint, { body: reportRequestSchema.parse(report) }),
    }),
  }),
});

export const { useGetChatsQuery, useStartChatMutation, useRemoveChatMutation, useReportFromChatMutation } = chatsApi;

/** The chat list query's entry in the store. */
const chatsQuery = (state: RootState) =>
  // RTK Query types its state with its own endpoints; the shared RootState knows the api slice only in general.
  chatsApi.endpoints.getChats.select(undefined)(
    state as Parameters<ReturnType<typeof chatsApi.endpoints.getChats.select>>[0],
  );

/** The chat list as last loaded, if it was. */
export const selectChats = (state: RootState): ChatListItem[] | undefined => chatsQuery(state).data;

/** Whether the chat list is being read right now (its first load, a poll, the reload when the socket opens). */
export const selectChatsInFlight = (state: RootState): boolean => chatsQuery(state).status === 'pending';

/** Changes the loaded chat list in place (a new message, a read chat), ahead of the next reload. */
export const patchChats = (recipe: (chats: ChatListItem[]) => void) =>
  // Typed for the shared store, as selectChats: the thunk reads only the api slice.
  chatsApi.util.updateQueryData('getChats', undefined, recipe) as unknown as ThunkAction<
    void,
    RootState,
    unknown,
    UnknownAction
  >;

/**
 * The chat list, loaded by the server before it renders a page that shows it (docs/architecture.md, "First paint"):
 * asked here rather than by the page's components in the render, the render has it in its first pass and needs no
 * second.
 */
export const loadChatList: LoadFirstView = ({ dispatch }) => dispatch(chatsApi.endpoints.getChats.initiate(undefined));

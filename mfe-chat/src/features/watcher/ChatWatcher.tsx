import { addListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { LiveEvent } from 'shared-contracts/api/chat';
import { PUSH_CLICK, PUSH_MESSAGE } from 'shared-contracts';
import {
  creditsChanged,
  likeReceived,
  secondaryPollDue,
  unreadMessagesCounted,
  userRefetchRequested,
  useAppDispatch,
  type AppDispatch,
  type RootState,
} from 'shared-contracts/store';
import { chatsApi, patchChats, selectChats, useGetChatsQuery, withMessage } from '../../shared/chatsApi';
import { loadLatest } from '../../shared/conversations/conversationCalls';
import { messageArrived, readArrived, typingArrived } from '../../shared/conversations/conversationsSlice';
import { LiveConnection, liveSocketUrl, setActiveLiveConnection } from '../../shared/live/liveConnection';

/** Whether the member is looking at this conversation right now (the tab visible, the chat open). */
const onScreen = (state: RootState, conversation: number) =>
  state.chat?.onScreen === conversation && document.visibilityState === 'visible';

/** Applies one live event to the store: the conversation, the chat list, the balance and the likes. */
export const applyLiveEvent = (event: LiveEvent) => (dispatch: AppDispatch, getState: () => RootState) => {
  switch (event.type) {
    case 'message': {
      const { message } = event;
      const held = getState().chat?.conversations[message.conversation];
      const newestHeld = held?.messages.at(-1)?.seq ?? 0;
      dispatch(messageArrived(message));
      // A gap (a missed event) or a message that came without its text (too long for the live channel): fetch.
      if (held?.loaded && (message.seq > newestHeld + 1 || message.text === '')) {
        void dispatch(loadLatest(message.conversation));
      }
      if (selectChats(getState())?.some((chat) => chat.conversation.id === message.conversation)) {
        const seen = onScreen(getState(), message.conversation);
        dispatch(patchChats((chats) => withMessage(chats, message, seen)));
      } else {
        // A new chat, or one the member had removed: a message brings it back.
        dispatch(chatsApi.util.invalidateTags(['Chats']));
      }
      return;
    }
    case 'read':
      dispatch(readArrived({ conversation: event.conversation, readSeq: event.read_seq }));
      return;
    case 'typing':
      dispatch(typingArrived({ conversation: event.conversation, at: Date.now() }));
      return;
    case 'credits':
      dispatch(creditsChanged(event.credits));
      return;
    case 'like':
      dispatch(likeReceived());
      return;
  }
};

/**
 * Runs while a member is logged in, whatever the page (the shell mounts it): reloads the chat list on every
 * secondaryPollDue (docs/product.md §4), keeps the tab's live socket, counts the unread messages for the badges
 * (§9), and follows the push worker's messages (a push refreshes the chats; a click on one opens its page).
 */
export default function ChatWatcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: chats, refetch } = useGetChatsQuery(undefined);

  useEffect(
    () =>
      dispatch(addListener({ actionCreator: secondaryPollDue, effect: () => void refetch() })) as unknown as () => void,
    [dispatch, refetch],
  );

  const unread = chats?.reduce((sum, chat) => sum + chat.num_unread_messages, 0) ?? 0;
  useEffect(() => {
    dispatch(unreadMessagesCounted(unread));
  }, [dispatch, unread]);

  useEffect(() => {
    const connection = new LiveConnection({
      url: liveSocketUrl(window.location),
      onEvent: (event) => dispatch(applyLiveEvent(event)),
      onOpen: (reconnected) => {
        if (!reconnected) return;
        // Whatever arrived while the socket was down: the list, and every conversation this tab holds.
        dispatch(chatsApi.util.invalidateTags(['Chats']));
        dispatch((_, getState: () => RootState) => {
          for (const id of Object.keys(getState().chat?.conversations ?? {})) void dispatch(loadLatest(Number(id)));
        });
      },
      onSessionEnded: () => dispatch(userRefetchRequested()),
    });
    connection.start();
    setActiveLiveConnection(connection);
    return () => {
      setActiveLiveConnection(null);
      connection.stop();
    };
  }, [dispatch]);

  useEffect(() => {
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent<{ type?: string; payload?: { url?: string } }>) => {
      if (event.data?.type === PUSH_MESSAGE) void refetch();
      if (event.data?.type === PUSH_CLICK && event.data.payload?.url) {
        const target = new URL(event.data.payload.url, window.location.href);
        if (target.origin === window.location.origin) void navigate(target.pathname + target.search);
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate, refetch]);

  return null;
}

import { addListener } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState } from 'react';
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
import {
  chatsApi,
  patchChats,
  selectChats,
  selectChatsInFlight,
  useGetChatsQuery,
  withMessage,
} from '../../shared/chatsApi';
import { loadLatest } from '../../shared/conversations/conversationCalls';
import { messageArrived, readArrived, typingArrived } from '../../shared/conversations/conversationsSlice';
import { LiveConnection, liveSocketUrl, setActiveLiveConnection } from '../../shared/live/liveConnection';

/** How long the chat list waits for the live socket before it is read anyway. */
const LIST_WITHOUT_SOCKET_AFTER_MS = 2000;

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
        // A list on its way may have been read before this message was written, and would overwrite the patch when it
        // lands: read it again after (RTK Query holds an invalidation until the pending read is done).
        if (selectChatsInFlight(getState())) dispatch(chatsApi.util.invalidateTags(['Chats']));
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
  // The list is read once the socket is up (or could not come up soon): read first, and a message sent between the
  // read and the socket's opening would be missed until the next poll, a minute later.
  const [listening, setListening] = useState(false);
  const { data: chats } = useGetChatsQuery(undefined, { skip: !listening });
  // Not the query's refetch, which throws while the list still waits for the socket.
  const reload = useCallback(() => void dispatch(chatsApi.util.invalidateTags(['Chats'])), [dispatch]);

  useEffect(
    () => dispatch(addListener({ actionCreator: secondaryPollDue, effect: reload })) as unknown as () => void,
    [dispatch, reload],
  );

  const unread = chats?.reduce((sum, chat) => sum + chat.num_unread_messages, 0) ?? 0;
  useEffect(() => {
    dispatch(unreadMessagesCounted(unread));
  }, [dispatch, unread]);

  useEffect(() => {
    const connection = new LiveConnection({
      url: liveSocketUrl(window.location),
      onEvent: (event) => dispatch(applyLiveEvent(event)),
      onOpen: () => {
        setListening(true);
        // Whatever arrived before the socket was open or while it was down: the list, and every conversation this tab
        // holds (the page may have read them before the watcher started, which waits for the page's first paint).
        dispatch(chatsApi.util.invalidateTags(['Chats']));
        dispatch((_, getState: () => RootState) => {
          for (const id of Object.keys(getState().chat?.conversations ?? {})) void dispatch(loadLatest(Number(id)));
        });
      },
      onSessionEnded: () => dispatch(userRefetchRequested()),
    });
    connection.start();
    setActiveLiveConnection(connection);
    // Without a socket (a proxy that refuses it, a server restarting) the polls keep the list current.
    const noSocket = setTimeout(() => setListening(true), LIST_WITHOUT_SOCKET_AFTER_MS);
    return () => {
      clearTimeout(noSocket);
      setActiveLiveConnection(null);
      connection.stop();
    };
  }, [dispatch]);

  useEffect(() => {
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent<{ type?: string; payload?: { url?: string } }>) => {
      if (event.data?.type === PUSH_MESSAGE) reload();
      if (event.data?.type === PUSH_CLICK && event.data.payload?.url) {
        const target = new URL(event.data.payload.url, window.location.href);
        if (target.origin === window.location.origin) void navigate(target.pathname + target.search);
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate, reload]);

  return null;
}

import { isRouteId, type LoadFirstView } from 'shared-contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { pageNotFound, useAppDispatch, useAppSelector } from 'shared-contracts/store';
import { loadChatList, useGetChatsQuery, useReportFromChatMutation } from '../../shared/chatsApi';
import { loadLatest, markRead } from '../../shared/conversations/conversationCalls';
import { onScreenChanged, selectConversation } from '../../shared/conversations/conversationsSlice';
import '../../shared/chat.css';
import { ChatList } from '../../shared/ChatList';
import { Composer } from './Composer';
import { ConversationHeader, FictionalNotice } from './ConversationHeader';
import { MessageList } from './MessageList';

// The report dialog (shared with the profile page's) loads when a member opens it, not with every conversation.
const ReportDialog = lazy(() => import('shared-ui').then((module) => ({ default: module.ReportDialog })));

/** Sends the read mark when the member sees the other side's newest message (docs/product.md §4: opening a chat reads it). */
function useReadMark(conversationId: number, lastOtherSeq: number, lastSeq: number) {
  const dispatch = useAppDispatch();
  const marked = useRef(0);
  useEffect(() => {
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible' || lastOtherSeq <= marked.current) return;
      marked.current = lastOtherSeq;
      void dispatch(markRead(conversationId, lastSeq));
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [dispatch, conversationId, lastOtherSeq, lastSeq]);
}

/**
 * The server renders the conversation with its latest messages and the chat list beside it (docs/architecture.md,
 * "First paint").
 */
export const loadFirstView: LoadFirstView = async (store, page) => {
  const chatId = page.url.pathname.split('/').pop();
  await Promise.all([
    loadChatList(store, page),
    isRouteId(chatId) ? loadLatest(Number(chatId))(store.dispatch, store.getState) : undefined,
  ]);
};

/**
 * /chats/{chatId} (chat layout): the conversation. On a desktop the chat list stays beside it; on a phone it is a
 * screen of its own with a way back. Another pair's conversation, or one that does not exist, is the 404 page.
 */
export default function ConversationPage() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { chatId } = useParams();
  const valid = isRouteId(chatId);
  const id = valid ? Number(chatId) : 0;
  const conversation = useAppSelector((state) => selectConversation(state, id));
  const { data: chats, isError } = useGetChatsQuery(undefined);
  const unavailable = !valid ? 'not_found' : conversation?.unavailable;
  const [reporting, setReporting] = useState(false);
  const [report] = useReportFromChatMutation();

  useEffect(() => {
    if (!valid) return;
    dispatch(onScreenChanged(id));
    void dispatch(loadLatest(id));
    return () => {
      dispatch(onScreenChanged(null));
    };
  }, [dispatch, id, valid]);

  useEffect(() => {
    if (unavailable === 'not_found' || unavailable === 'forbidden') dispatch(pageNotFound({ pathname }));
  }, [unavailable, pathname, dispatch]);

  const messages = conversation?.messages ?? [];
  const lastOtherSeq = messages.findLast((message) => !message.mine)?.seq ?? 0;
  useReadMark(id, lastOtherSeq, messages.at(-1)?.seq ?? 0);

  const profile = conversation?.profile ?? null;
  const name = profile?.name ?? '';
  return (
    <div className="chat-panes h-100 d-flex" data-testid="conversation-page">
      <aside className="chat-pane-list d-none d-lg-flex flex-column border-end overflow-auto">
        <ChatList chats={chats} isError={isError} />
      </aside>
      <section
        className="chat-pane-conversation d-flex flex-column flex-grow-1 min-w-0"
        aria-labelledby="conversation-title"
      >
        <span id="conversation-title" className="visually-hidden">
          {name}
        </span>
        <ConversationHeader
          profile={profile}
          typingAt={conversation?.typingAt ?? null}
          onReport={() => setReporting(true)}
        />
        {profile && <FictionalNotice profile={profile} />}
        {unavailable === 'failed' ? (
          <div className="p-3">
            <p>{t('conversation.failed')}</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => void dispatch(loadLatest(id))}>
              {t('conversation.retryLoad')}
            </button>
          </div>
        ) : conversation?.loaded ? (
          <>
            <MessageList conversationId={id} conversation={conversation} name={name} />
            {profile?.deleted ? (
              <p className="border-top p-3 mb-0 text-body-secondary" data-testid="member-deleted">
                {t('conversation.memberDeleted')}
              </p>
            ) : profile?.unavailable ? (
              <p className="border-top p-3 mb-0 text-body-secondary" data-testid="member-unavailable">
                {t('conversation.memberUnavailable')}
              </p>
            ) : (
              <Composer conversationId={id} conversation={conversation} name={name} />
            )}
          </>
        ) : (
          <p className="text-body-secondary p-3" role="status">
            {t('conversation.loading')}
          </p>
        )}
      </section>
      {reporting && profile && (
        <Suspense fallback={null}>
          <ReportDialog
            name={profile.name}
            t={t}
            send={(sent) => report({ profile: profile.id, conversation: id, ...sent }).unwrap()}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

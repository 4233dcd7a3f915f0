import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from 'shared-contracts';
import { useAppDispatch } from 'shared-contracts/store';
import { dayLabel, differentDay, useClock } from '../../shared/chatTime';
import { loadOlder, sendMessage } from '../../shared/conversations/conversationCalls';
import {
  sendDiscarded,
  type ConversationState,
  type PendingMessage,
} from '../../shared/conversations/conversationsSlice';
import { MessageBubble, PendingBubble } from './MessageBubble';

/** How near the bottom (px) still counts as "reading the newest": a new message then scrolls into view. */
const NEAR_BOTTOM_PX = 120;

/** Older messages load when the top comes within this distance, before the member reaches it. */
const OLDER_MARGIN = '400px 0px 0px 0px';

/**
 * The client ids of the sends this list has shown pending: their confirmed messages settle into place, while the
 * history and the other side's messages just appear. Held for the list's life, so reopening the chat replays nothing.
 */
function useSentHere(pending: readonly PendingMessage[]): ReadonlySet<string> {
  const [sentHere, setSentHere] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = pending.filter((entry) => !sentHere.has(entry.clientId));
  // Set while rendering (React's way to keep what earlier renders showed), not in an effect a render late.
  if (unseen.length) setSentHere(new Set([...sentHere, ...unseen.map((entry) => entry.clientId)]));
  return sentHere;
}

interface MessageListProps {
  conversationId: number;
  conversation: ConversationState;
  name: string;
}

/**
 * The messages of a conversation, oldest at the top, with a separator per day. Scrolling up loads earlier messages
 * (the view stays where it was); a new message scrolls into view if the member was at the bottom or wrote it.
 */
export function MessageList({ conversationId, conversation, name }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const { messages, pending, otherReadSeq, hasMore, loadingOlder } = conversation;
  const sentHere = useSentHere(pending);
  const firstSeq = messages[0]?.seq ?? 0;
  const lastSeq = messages.at(-1)?.seq ?? 0;

  // Keep the view still when older messages are added above, and follow new ones at the bottom.
  const before = useRef({ firstSeq, lastSeq, pending: pending.length, height: 0, top: 0, nearBottom: true });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = before.current;
    if (previous.height === 0 || (lastSeq > previous.lastSeq && previous.nearBottom)) {
      element.scrollTop = element.scrollHeight;
    } else if (firstSeq < previous.firstSeq && lastSeq === previous.lastSeq) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    } else if (pending.length > previous.pending) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = {
      firstSeq,
      lastSeq,
      pending: pending.length,
      height: element.scrollHeight,
      top: element.scrollTop,
      nearBottom: element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX,
    };
  }, [firstSeq, lastSeq, pending.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    before.current.top = element.scrollTop;
    before.current.height = element.scrollHeight;
    before.current.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };

  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void dispatch(loadOlder(conversationId));
      },
      { root: scroller.current, rootMargin: OLDER_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [dispatch, conversationId, hasMore, firstSeq]);

  // Announce the other side's new messages (not the history loaded on opening) to screen readers.
  const [announcement, setAnnouncement] = useState('');
  const announcedSeq = useRef(lastSeq);
  useEffect(() => {
    const fresh = messages.filter((message) => message.seq > announcedSeq.current && !message.mine);
    if (announcedSeq.current > 0 && fresh.length) {
      setAnnouncement(fresh.map((message) => t('conversation.newMessage', { name, text: message.text })).join('\n'));
    }
    announcedSeq.current = Math.max(announcedSeq.current, lastSeq);
  }, [messages, lastSeq, name, t]);

  const days = { today: t('conversation.today'), yesterday: t('conversation.yesterday') };
  const clock = useClock();
  return (
    <div
      className="chat-scroller flex-grow-1 overflow-auto px-2 px-sm-3"
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      aria-label={t('conversation.messagesLabel', { name: isolate(name) })}
      data-testid="message-scroller"
    >
      <div ref={topSentinel} />
      {hasMore ? (
        <div className="text-center my-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => void dispatch(loadOlder(conversationId))}
            disabled={loadingOlder}
            data-testid="load-older"
          >
            {loadingOlder ? t('conversation.loadingOlder') : t('conversation.older')}
          </button>
        </div>
      ) : (
        <p className="text-center small text-body-secondary my-3" data-testid="conversation-start">
          {t('conversation.start', { name: isolate(name) })}
        </p>
      )}
      <ol className="list-unstyled mb-2 chat-messages">
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const separator = !previous || differentDay(previous.created_at, message.created_at, clock);
          return (
            <Fragment key={message.seq}>
              {separator && (
                <li className="chat-day" data-testid="day-separator">
                  <span>{dayLabel(message.created_at, i18n.language, days, clock)}</span>
                </li>
              )}
              <MessageBubble
                message={message}
                read={message.mine && message.seq <= otherReadSeq}
                settling={message.client_id !== null && sentHere.has(message.client_id)}
              />
            </Fragment>
          );
        })}
        {pending.map((entry) => (
          <PendingBubble
            key={entry.clientId}
            pending={entry}
            onRetry={() =>
              void dispatch(sendMessage({ conversation: conversationId, clientId: entry.clientId, text: entry.text }))
            }
            onDiscard={() => dispatch(sendDiscarded({ conversation: conversationId, clientId: entry.clientId }))}
          />
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="message-announcer">
        {announcement}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ChatMessage } from 'shared-contracts/api/chat';
import { timeOfDay } from '../../shared/chatTime';
import type { PendingMessage } from '../../shared/conversations/conversationsSlice';

/** Sent (one check) or read (two checks), for the member's own confirmed messages. */
function DeliveryMark({ read }: { read: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <span className={read ? 'text-info-emphasis' : ''} data-testid="delivery-mark" data-state={read ? 'read' : 'sent'}>
      <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true" focusable="false">
        <path d="M1 6.5l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        {read && (
          <path d="M8 10l1 0L15.5 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{read ? t('message.read') : t('message.sent')}</span>
    </span>
  );
}

/**
 * One message. The text is the member's own words: rendered as text (React escapes it), isolated so right-to-left
 * text keeps its place, line breaks kept.
 */
export function MessageBubble({ message, read }: { message: ChatMessage; read: boolean }) {
  const { i18n } = useTranslation('chat');
  return (
    <li
      className={`chat-message ${message.mine ? 'chat-message-mine' : 'chat-message-theirs'}`}
      data-testid="message"
      data-seq={message.seq}
      data-mine={message.mine}
    >
      <div className="chat-bubble">
        <bdi className="chat-text">{message.text}</bdi>
        <span className="chat-meta">
          <time dateTime={message.created_at}>{timeOfDay(message.created_at, i18n.language)}</time>
          {message.mine && <DeliveryMark read={read} />}
        </span>
      </div>
    </li>
  );
}

/** A message on its way, or one that did not go through with the reason and a way to send it again. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('chat');
  const failed = pending.status === 'failed';
  return (
    <li
      className={`chat-message chat-message-mine ${failed ? 'chat-message-failed' : 'chat-message-sending'}`}
      data-testid="pending-message"
      data-status={pending.status}
    >
      <div className="chat-bubble">
        <bdi className="chat-text">{pending.text}</bdi>
        <span className="chat-meta">{failed ? t('message.notSent') : t('message.sending')}</span>
      </div>
      {failed && (
        <div className="chat-failure small text-danger-emphasis" role="alert">
          {pending.failure && <span>{t(`message.${pending.failure}`)} </span>}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
            {t('message.retry')}
          </button>
          {' · '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline text-body-secondary"
            onClick={onDiscard}
          >
            {t('message.discard')}
          </button>
        </div>
      )}
    </li>
  );
}

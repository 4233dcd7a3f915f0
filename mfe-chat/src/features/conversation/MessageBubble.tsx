import { useTranslation } from 'react-i18next';
import type { ChatMessage } from 'shared-contracts/api/chat';
import { timeOfDay, useClock } from '../../shared/chatTime';
import type { PendingMessage } from '../../shared/conversations/conversationsSlice';

type Delivery = 'sending' | 'sent' | 'read';

/**
 * A clock while the member's message is on its way, one check once sent, two once read. Each is drawn in the same box,
 * so the mark changes without the bubble changing size.
 */
function DeliveryMark({ state }: { state: Delivery }) {
  const { t } = useTranslation('chat');
  return (
    <span className={state === 'read' ? 'text-info-emphasis' : ''} data-testid="delivery-mark" data-state={state}>
      <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true" focusable="false">
        {state === 'sending' ? (
          <path
            d="M6 1.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9M6 3.5V6l1.75 1.25"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        ) : (
          <path d="M1 6.5l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        )}
        {state === 'read' && (
          <path d="M8 10l1 0L15.5 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        )}
      </svg>
      <span className="visually-hidden">{t(`message.${state}`)}</span>
    </span>
  );
}

/**
 * One message. The text is the member's own words: rendered as text (React escapes it), isolated so right-to-left
 * text keeps its place, line breaks kept. One the member just sent in this view settles into place from its pending look.
 */
export function MessageBubble({ message, read, settling }: { message: ChatMessage; read: boolean; settling: boolean }) {
  const { i18n } = useTranslation('chat');
  const clock = useClock();
  const side = message.mine ? 'chat-message-mine' : 'chat-message-theirs';
  return (
    <li
      className={`chat-message ${side}${settling ? ' chat-message-settling' : ''}`}
      data-testid="message"
      data-seq={message.seq}
      data-mine={message.mine}
    >
      <div className="chat-bubble">
        <bdi className="chat-text">{message.text}</bdi>
        <span className="chat-meta">
          <time dateTime={message.created_at}>{timeOfDay(message.created_at, i18n.language, clock)}</time>
          {message.mine && <DeliveryMark state={read ? 'read' : 'sent'} />}
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
  const { t, i18n } = useTranslation('chat');
  const clock = useClock();
  const failed = pending.status === 'failed';
  return (
    <li
      className={`chat-message chat-message-mine ${failed ? 'chat-message-failed' : 'chat-message-sending'}`}
      data-testid="pending-message"
      data-status={pending.status}
    >
      <div className="chat-bubble">
        <bdi className="chat-text">{pending.text}</bdi>
        <span className="chat-meta">
          {failed ? (
            t('message.notSent')
          ) : (
            <>
              <time dateTime={pending.createdAt}>{timeOfDay(pending.createdAt, i18n.language, clock)}</time>
              <DeliveryMark state="sending" />
            </>
          )}
        </span>
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

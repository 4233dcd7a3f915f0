import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate, routePath } from 'shared-contracts';
import type { ChatListItem } from 'shared-contracts/api/chat';
import { ChatLink } from './ChatLink';
import { useRemoveChatMutation } from './chatsApi';

function ChatRow({ chat }: { chat: ChatListItem }) {
  const { t } = useTranslation('chat');
  const [removeChat] = useRemoveChatMutation();
  const { conversation, profile } = chat;
  const name = isolate(profile.name);

  const onRemove = () => {
    if (!window.confirm(t('list.removeConfirm', { name }))) return;
    void removeChat({ conversation: conversation.id, failureText: t('list.removeFailed') });
  };

  return (
    <li className="list-group-item p-0 d-flex align-items-stretch chat-row" data-testid="chat-row">
      <ChatLink chat={chat} />
      <button
        type="button"
        className="btn btn-link text-body-secondary px-3 chat-remove"
        onClick={onRemove}
        aria-label={t('list.remove', { name })}
        title={t('list.remove', { name })}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 9h5.6l.7-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}

/** The member's chats, newest activity first (docs/product.md §3 Chat list item); a row opens the conversation. */
export function ChatList({ chats, isError }: { chats: ChatListItem[] | undefined; isError: boolean }) {
  const { t } = useTranslation('chat');
  if (!chats) {
    return isError ? (
      <p className="text-body-secondary p-3">{t('list.failed')}</p>
    ) : (
      <p className="text-body-secondary p-3" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (!chats.length) {
    return (
      <div className="p-3" data-testid="chats-empty">
        <p className="text-body-secondary">{t('list.empty')}</p>
        <Link className="btn btn-primary" to={routePath('members')}>
          {t('list.findSomeone')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="list-group list-group-flush" aria-label={t('list.label')} data-testid="chat-list">
      {chats.map((chat) => (
        <ChatRow key={chat.conversation.id} chat={chat} />
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { routePath } from 'shared-contracts';
import type { ChatListItem } from 'shared-contracts/api/chat';
import { listTime, useClock } from './chatTime';
import { FictionalIcon, ProfileAvatar } from './ProfileAvatar';

/**
 * One chat as a link to its conversation: photo, name, time, the newest message's excerpt and the unread count. The
 * chat list and the member home's block show the same row; a NavLink, so the list marks the chat that is open.
 */
export function ChatLink({ chat }: { chat: ChatListItem }) {
  const { t, i18n } = useTranslation('chat');
  const clock = useClock();
  const { conversation, profile, num_unread_messages: unread } = chat;
  const last = conversation.last_message;
  return (
    <NavLink
      to={routePath('chats-chatId', { chatId: conversation.id })}
      className="d-flex align-items-center gap-3 p-3 flex-grow-1 text-reset text-decoration-none min-w-0 chat-row-link"
      data-conversation-id={conversation.id}
    >
      <ProfileAvatar profile={profile} />
      <span className="d-flex flex-column flex-grow-1 min-w-0">
        <span className="d-flex align-items-baseline gap-2">
          <span className={`text-truncate ${unread ? 'fw-bold' : 'fw-semibold'}`}>
            <bdi>{profile.name}</bdi>
            {profile.age !== null && <span className="fw-normal">, {profile.age}</span>}
          </span>
          {profile.fictional && <FictionalIcon label={t('conversation.fictionalMark')} />}
          {profile.unavailable && (
            <span className="small text-body-secondary text-nowrap" data-testid="chat-unavailable">
              {t('list.unavailable')}
            </span>
          )}
          {last && (
            <time className="ms-auto small text-body-secondary text-nowrap" dateTime={last.created_at}>
              {listTime(last.created_at, i18n.language, clock)}
            </time>
          )}
        </span>
        <span className="d-flex align-items-center gap-2">
          <span
            className={`text-truncate small ${unread ? 'text-body fw-semibold' : 'text-body-secondary'}`}
            data-testid="chat-excerpt"
          >
            {last ? (
              last.mine ? (
                t('list.you', { text: last.excerpt })
              ) : (
                <bdi>{last.excerpt}</bdi>
              )
            ) : (
              <em>{t('list.noMessages')}</em>
            )}
          </span>
          {unread > 0 && (
            <span className="badge rounded-pill text-bg-danger ms-auto" data-testid="chat-unread">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </NavLink>
  );
}

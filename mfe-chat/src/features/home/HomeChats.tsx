import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { ChatListItem } from 'shared-contracts/api/chat';
import { HomeBlock } from 'shared-ui/home-block';
import { ChatLink } from '../../shared/ChatLink';
import { useGetChatsQuery } from '../../shared/chatsApi';
import { AVATAR_SIZE } from '../../shared/ProfileAvatar';
import '../../shared/chat.css';

/** How many chats the block shows; the others are one link away, on the chats page. */
const SHOWN = 4;

/** Chats with unread messages first, then the others; each part keeps the list's order, newest activity first. */
function firstChats(chats: ChatListItem[]): ChatListItem[] {
  const unread = chats.filter((chat) => chat.num_unread_messages > 0);
  const read = chats.filter((chat) => chat.num_unread_messages === 0);
  return [...unread, ...read].slice(0, SHOWN);
}

/** "3 unread messages in 2 chats", over all chats, not only the ones shown; nothing when all are read. */
function UnreadSummary({ chats }: { chats: ChatListItem[] }) {
  const { t } = useTranslation('chat');
  const unreadChats = chats.filter((chat) => chat.num_unread_messages > 0);
  if (!unreadChats.length) return null;
  const messages = unreadChats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
  return (
    <p className="small fw-semibold mb-0" data-testid="home-chats-summary">
      {t('home.summary', { count: messages, chats: t('home.summaryChats', { count: unreadChats.length }) })}
    </p>
  );
}

/** Rows the height of real ones while the list loads, so the page does not move when it arrives. */
function ChatRowsPlaceholder() {
  const { t } = useTranslation('chat');
  return (
    <>
      <span className="visually-hidden" role="status">
        {t('list.loading')}
      </span>
      <ul
        className="list-group list-group-flush home-chats-list placeholder-glow"
        aria-hidden="true"
        data-testid="home-chats-loading"
      >
        {Array.from({ length: SHOWN }, (_, index) => (
          <li key={index} className="list-group-item d-flex align-items-center gap-3 p-3">
            <span
              className="placeholder rounded-circle flex-shrink-0"
              style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            />
            <span className="d-flex flex-column flex-grow-1 gap-2">
              <span className="placeholder col-5" />
              <span className="placeholder placeholder-sm col-9" />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function NoChats() {
  const { t } = useTranslation('chat');
  return (
    <div data-testid="home-chats-empty">
      <p className="text-body-secondary">{t('home.empty')}</p>
      <Link className="btn btn-primary" to={routePath('members')}>
        {t('list.findSomeone')}
      </Link>
    </div>
  );
}

/** The rows, or what stands in their place: the placeholder while loading, the way to retry, the way to start. */
function HomeChatsContent() {
  const { t } = useTranslation('chat');
  const { data: chats, isError, refetch } = useGetChatsQuery(undefined);
  if (!chats) {
    if (!isError) return <ChatRowsPlaceholder />;
    return (
      <p className="d-flex flex-wrap align-items-center gap-2 mb-0 text-body-secondary" data-testid="home-chats-error">
        {t('home.failed')}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void refetch()}>
          {t('home.retry')}
        </button>
      </p>
    );
  }
  if (!chats.length) return <NoChats />;
  return (
    <>
      <UnreadSummary chats={chats} />
      <ul className="list-group list-group-flush home-chats-list" aria-label={t('list.label')}>
        {firstChats(chats).map((chat) => (
          <li key={chat.conversation.id} className="list-group-item p-0 d-flex chat-row" data-testid="home-chats-row">
            <ChatLink chat={chat} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The server renders the block with the chat list (docs/architecture.md, "First paint"). */
export { loadChatList as loadFirstView } from '../../shared/chatsApi';

/**
 * The member home's "Messages" block: the chats with unread messages first, at most four, each leading to its
 * conversation. It reads the chat list the chat watcher keeps current, so its counts match the header's badge.
 */
export default function HomeChats() {
  const { t } = useTranslation('chat');
  return (
    <HomeBlock
      title={t('home.title')}
      link={<Link to={routePath('chats')}>{t('home.allChats')}</Link>}
      testId="home-chats"
    >
      <HomeChatsContent />
    </HomeBlock>
  );
}

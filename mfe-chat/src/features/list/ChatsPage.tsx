import { useTranslation } from 'react-i18next';
import { useGetChatsQuery } from '../../shared/chatsApi';
import '../../shared/chat.css';
import { ChatList } from '../../shared/ChatList';

/** The server renders the page with the chat list (docs/architecture.md, "First paint"). */
export { loadChatList as loadFirstView } from '../../shared/chatsApi';

/** /chats: the chat list (docs/product.md §2). On a phone a conversation opens as its own screen with a way back. */
export default function ChatsPage() {
  const { t } = useTranslation('chat');
  const { data: chats, isError } = useGetChatsQuery(undefined);
  return (
    <section aria-labelledby="chats-title" data-testid="chats-page" className="chats-page mx-auto">
      <h1 className="h3 mb-3" id="chats-title">
        {t('list.title')}
      </h1>
      <div className="card overflow-hidden">
        <ChatList chats={chats} isError={isError} />
      </div>
    </section>
  );
}

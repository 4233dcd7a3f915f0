import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { RemotePage } from './RemotePage';

/**
 * Modules remotes run in the background while a member is logged in, whatever the page: the likes poll of
 * mfe-search feeds the likes badge; the chat watcher of mfe-chat polls the chats, holds the live socket and feeds the
 * unread badge. They render nothing and load after the page, so they never hold up its paint.
 */
export function MemberWatchers() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return null;
  return (
    <>
      <RemotePage remote="mfe-search" module="./likes-watcher" quietWhenUnavailable background />
      <RemotePage remote="mfe-chat" module="./chat-watcher" quietWhenUnavailable background />
    </>
  );
}

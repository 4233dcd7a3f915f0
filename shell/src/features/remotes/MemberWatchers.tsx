import { useEffect, useState } from 'react';
import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { RemotePage } from './RemotePage';

/**
 * How long after its first render a page keeps the network to itself: a member page's own calls and the images they
 * name come within about this long (the results and their photos on /members); the badges can wait that long.
 */
const PAGE_FIRST_MS = 1_500;
/** How long an idle moment may be waited for after that. */
const IDLE_TIMEOUT_MS = 2_000;

/** True a moment after the page's first render, once the browser is idle (or has waited IDLE_TIMEOUT_MS for it). */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const settle = () => setSettled(true);
    const delay = window.setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
      else settle();
    }, PAGE_FIRST_MS);
    return () => {
      window.clearTimeout(delay);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

/**
 * Modules remotes run in the background while a member is logged in, whatever the page: the likes poll of
 * mfe-search feeds the likes badge; the chat watcher of mfe-chat polls the chats, holds the live socket and feeds the
 * unread badge. They render nothing and load a moment after the page's first render, when the browser is idle, so their
 * scripts and calls do not compete with the page's own for the first paint (docs/architecture.md "First paint").
 */
export function MemberWatchers() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settled = usePageSettled();
  if (!loggedIn || !settled) return null;
  return (
    <>
      <RemotePage remote="mfe-search" module="./likes-watcher" quietWhenUnavailable background />
      <RemotePage remote="mfe-chat" module="./chat-watcher" quietWhenUnavailable background />
    </>
  );
}

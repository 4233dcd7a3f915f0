import { SERVER_SLOTS_ATTRIBUTE } from 'shared-contracts';

/**
 * When a server-rendered page is ready to use. React hydrates the remote pages' slots after its first commit, at a
 * lower priority (their Suspense boundaries), so the first commit is not enough: the page is ready once as many slots
 * as the server rendered (`data-server-slots` on #root) have hydrated or shown their notice.
 */
let expected = 0;
let settled = 0;
let whenReady: (() => void) | null = null;

/** Calls `ready` once the slots the server rendered into `container` have settled (at once if it rendered none). */
export function awaitServerSlots(container: Element | null, ready: () => void): void {
  expected = Number(container?.getAttribute(SERVER_SLOTS_ATTRIBUTE) ?? 0) || 0;
  whenReady = ready;
  if (settled >= expected) finish();
}

/** A slot has hydrated (or rendered in the browser), or shows its notice. */
export function slotSettled(): void {
  settled += 1;
  if (whenReady && settled >= expected) finish();
}

function finish(): void {
  const ready = whenReady;
  whenReady = null;
  ready?.();
}

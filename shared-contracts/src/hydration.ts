import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and in the browser's hydrating render, which must repeat the server's markup; true from then on,
 * and at once in a render of the browser's own. What only the browser knows (its time zone, its clock) shows when true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

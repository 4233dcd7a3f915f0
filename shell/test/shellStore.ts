import type { PublicSettings, User } from 'shared-contracts/api';
import { settingsLoaded, userLoaded } from 'shared-contracts/store';
import { makeStore, type AppStore } from '../src/app/store';

export type { AppStore };

/**
 * The shell's real store (session polling included), for tests of shell features. `settings` are loaded as the
 * shell loads them before the first page; `member` logs that member in.
 */
export function makeShellStore({ settings, member }: { settings?: PublicSettings; member?: User } = {}): AppStore {
  const store = makeStore();
  if (settings) store.dispatch(settingsLoaded(settings));
  if (member) store.dispatch(userLoaded(member));
  return store;
}

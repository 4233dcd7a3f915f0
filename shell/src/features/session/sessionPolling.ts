import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  LOGGING_OUT_FLAG_MS,
  SECONDARY_POLL_DELAY_MS,
  USER_POLL_INTERVAL_MS,
  USER_POLL_INTERVAL_PUSH_MS,
} from 'shared-contracts';
import {
  loggingOutSettled,
  logoutRequested,
  secondaryPollDue,
  userCleared,
  userRefetchRequested,
  type RootState,
} from 'shared-contracts/store';
import { logOut, refreshUser } from './sessionCalls';

/**
 * While someone is logged in: the user call every 60 s (300 s with a push subscription), and 1 s after login and
 * after each user poll the `secondaryPollDue` event on which chats and likes refetch (docs/product.md §4, §9). Stops as soon
 * as the user is cleared.
 */
export function startSessionPolling(listener: ListenerMiddlewareInstance<RootState>): void {
  listener.startListening({
    predicate: (_action, current, previous) => previous.session.user === null && current.session.user !== null,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const polling = api.fork(async (fork) => {
        for (;;) {
          await fork.delay(SECONDARY_POLL_DELAY_MS);
          api.dispatch(secondaryPollDue());
          const interval = api.getState().session.user?.push_subscribed
            ? USER_POLL_INTERVAL_PUSH_MS
            : USER_POLL_INTERVAL_MS;
          await fork.delay(interval - SECONDARY_POLL_DELAY_MS);
          await fork.pause(api.dispatch(refreshUser()));
        }
      });
      await api.condition((_next, state) => state.session.user === null);
      polling.cancel();
    },
  });

  // A 403 on a remote's call (chats, likes) means the session may have ended: the user call settles it.
  listener.startListening({
    actionCreator: userRefetchRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.dispatch(refreshUser());
    },
  });

  // A remote's logout button (the ban page's) logs out as the header's does.
  listener.startListening({
    actionCreator: logoutRequested,
    effect: async (_action, api) => {
      await api.dispatch(logOut());
    },
  });

  listener.startListening({
    actionCreator: userCleared,
    effect: async (action, api) => {
      if (!action.payload.forced) return;
      api.cancelActiveListeners();
      await api.delay(LOGGING_OUT_FLAG_MS);
      api.dispatch(loggingOutSettled());
    },
  });
}

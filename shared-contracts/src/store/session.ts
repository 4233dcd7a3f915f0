import { createSlice } from '@reduxjs/toolkit';
import type { User } from '../api/user';
import type { Restriction } from '../api/moderation';
import {
  accountDeleted,
  accountRestricted,
  accountDeletionFailed,
  accountDeletionStarted,
  creditsChanged,
  loggingOutSettled,
  userCleared,
  userLoaded,
} from './events';

export interface SessionState {
  user: User | null;
  /** `unknown` until the first user call answered, so guards do not bounce a logged-in member to /login. */
  status: 'unknown' | 'known';
  /** True for 1 s after a forced logout (docs/product.md §4). */
  loggingOut: boolean;
  /**
   * This tab's member is deleting the account (`pending`, the call is on its way) or has deleted it (`done`): the page
   * is leaving for /account-deleted, so the login guard must not send it to /login when the user goes. A login ends it.
   */
  accountDeletion: 'pending' | 'done' | null;
  /** The member of this browser is suspended or banned: only the ban page and the legal pages are open to them. */
  restriction: Restriction | null;
}

const initialState: SessionState = {
  user: null,
  status: 'unknown',
  loggingOut: false,
  accountDeletion: null,
  restriction: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => {
        // Someone logged in (again): whatever this tab deleted before is behind it. A poll answered while still
        // logged in changes nothing.
        if (state.user === null) state.accountDeletion = null;
        state.user = action.payload;
        state.status = 'known';
        state.restriction = null;
      })
      .addCase(userCleared, (state, action) => {
        state.user = null;
        state.status = 'known';
        state.loggingOut = action.payload.forced;
        state.restriction = null;
      })
      .addCase(accountRestricted, (state, action) => {
        state.user = null;
        state.status = 'known';
        state.restriction = action.payload;
      })
      .addCase(creditsChanged, (state, action) => {
        if (state.user) state.user.credits = action.payload;
      })
      .addCase(loggingOutSettled, (state) => {
        state.loggingOut = false;
      })
      .addCase(accountDeletionStarted, (state) => {
        state.accountDeletion = 'pending';
      })
      .addCase(accountDeletionFailed, (state) => {
        state.accountDeletion = null;
      })
      .addCase(accountDeleted, (state) => {
        state.accountDeletion = 'done';
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectSessionKnown: (state) => state.status === 'known',
    selectLoggingOut: (state) => state.loggingOut,
    selectAccountDeletion: (state) => state.accountDeletion,
    selectRestriction: (state) => state.restriction,
  },
});

export const {
  selectUser,
  selectIsLoggedIn,
  selectSessionKnown,
  selectLoggingOut,
  selectAccountDeletion,
  selectRestriction,
} = sessionSlice.selectors;

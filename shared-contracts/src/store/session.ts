import { createSlice } from '@reduxjs/toolkit';
import type { User } from '../api/user';
import { creditsChanged, loggingOutSettled, userCleared, userLoaded } from './events';

export interface SessionState {
  user: User | null;
  /** `unknown` until the first user call answered, so guards do not bounce a logged-in member to /login. */
  status: 'unknown' | 'known';
  /** True for 1 s after a forced logout (docs/product.md §4). */
  loggingOut: boolean;
}

const initialState: SessionState = { user: null, status: 'unknown', loggingOut: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => {
        state.user = action.payload;
        state.status = 'known';
      })
      .addCase(userCleared, (state, action) => {
        state.user = null;
        state.status = 'known';
        state.loggingOut = action.payload.forced;
      })
      .addCase(creditsChanged, (state, action) => {
        if (state.user) state.user.credits = action.payload;
      })
      .addCase(loggingOutSettled, (state) => {
        state.loggingOut = false;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectSessionKnown: (state) => state.status === 'known',
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const { selectUser, selectIsLoggedIn, selectSessionKnown, selectLoggingOut } = sessionSlice.selectors;

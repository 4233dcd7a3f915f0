import { createSlice } from '@reduxjs/toolkit';
import { newLikesCounted, unreadMessagesCounted, userCleared } from './events';

/** Counts that badge the navigation and the app icon; remotes report them with events, the shell shows them. */
export interface BadgesState {
  newLikes: number;
  unreadMessages: number;
}

const initialState: BadgesState = { newLikes: 0, unreadMessages: 0 };

export const badgesSlice = createSlice({
  name: 'badges',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(newLikesCounted, (state, action) => {
        state.newLikes = action.payload;
      })
      .addCase(unreadMessagesCounted, (state, action) => {
        state.unreadMessages = action.payload;
      })
      .addCase(userCleared, () => initialState);
  },
  selectors: {
    selectNewLikes: (state) => state.newLikes,
    selectUnreadMessages: (state) => state.unreadMessages,
    /** docs/product.md §9: the app badge shows unread messages plus new likes. */
    selectAppBadgeCount: (state) => state.unreadMessages + state.newLikes,
  },
});

export const { selectNewLikes, selectUnreadMessages, selectAppBadgeCount } = badgesSlice.selectors;

import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PublicSettings } from '../api/settings';

/** The site's public settings, inlined into the page by the server and put into the store by the shell. */
export const settingsLoaded = createAction<PublicSettings>('settings/loaded');

export interface SettingsState {
  settings: PublicSettings | null;
}

const initialState: SettingsState = { settings: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(settingsLoaded, (state, action) => {
      state.settings = action.payload;
    });
  },
  selectors: {
    selectSettings: (state) => state.settings,
  },
});

export const { selectSettings } = settingsSlice.selectors;

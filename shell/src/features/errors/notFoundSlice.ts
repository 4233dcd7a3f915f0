import { createSlice } from '@reduxjs/toolkit';
import { pageNotFound, rootReducer } from 'shared-contracts/store';

/** The path a remote reported as not found (a deleted member's profile); the route shows the 404 page for it. */
export const notFoundSlice = createSlice({
  name: 'notFound',
  initialState: { pathname: null as string | null },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(pageNotFound, (state, action) => {
      state.pathname = action.payload.pathname;
    });
  },
  selectors: {
    selectNotFoundPath: (state) => state.pathname,
  },
});

// Selected through the injected slice, so the selector takes the shared store's state (where `notFound` is optional).
export const { selectNotFoundPath } = notFoundSlice.injectInto(rootReducer).selectors;

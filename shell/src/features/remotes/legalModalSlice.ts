import { createSlice } from '@reduxjs/toolkit';
import { legalModalRequested, rootReducer, type LegalModalPage } from 'shared-contracts/store';

export const legalModalSlice = createSlice({
  name: 'legalModal',
  initialState: { page: null as LegalModalPage | null },
  reducers: {
    legalModalClosed: (state) => {
      state.page = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(legalModalRequested, (state, action) => {
      state.page = action.payload;
    });
  },
  selectors: {
    selectLegalModalPage: (state) => state.page,
  },
});

export const { legalModalClosed } = legalModalSlice.actions;
export const { selectLegalModalPage } = legalModalSlice.injectInto(rootReducer).selectors;

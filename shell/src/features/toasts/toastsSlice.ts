import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { toastRequested, type ToastRequest } from 'shared-contracts/store';

export interface Toast extends ToastRequest {
  id: string;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastDismissed: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
  extraReducers: (builder) => {
    builder.addCase(toastRequested, (state, action) => {
      state.push({ ...action.payload, id: nanoid() });
    });
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;

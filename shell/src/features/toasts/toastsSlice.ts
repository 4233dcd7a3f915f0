import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, toastRequested, type ToastRequest } from 'shared-contracts/store';

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
// Selected through the injected slice, so the selector takes the shared store's state (where `toasts` is optional).
export const { selectToasts } = toastsSlice.injectInto(rootReducer).selectors;

import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { connectStore, dynamicMiddleware, rootReducer, type RootState } from 'shared-contracts/store';
import { startSessionPolling } from '../features/session/sessionPolling';
import { notFoundSlice } from '../features/errors/notFoundSlice';
import { legalModalSlice } from '../features/remotes/legalModalSlice';
import { toastsSlice, type Toast } from '../features/toasts/toastsSlice';

declare module 'shared-contracts/store' {
  interface LazyLoadedSlices {
    toasts: Toast[];
    notFound: ReturnType<typeof notFoundSlice.getInitialState>;
    legalModal: ReturnType<typeof legalModalSlice.getInitialState>;
  }
}

const reducer = rootReducer.inject(toastsSlice).inject(notFoundSlice).inject(legalModalSlice);

/**
 * The one store of the page. Remotes add their slices with `slice.injectInto(rootReducer)` when they load, and RTK
 * Query joins through the dynamic middleware when `shared-contracts/api-client` is first imported. A server render's
 * store (src/server.tsx) lives for one render: it polls nothing.
 */
export function makeStore(preloadedState?: Partial<RootState>, { polling = true }: { polling?: boolean } = {}) {
  const listener = createListenerMiddleware<RootState>();
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(dynamicMiddleware.middleware),
  });
  if (polling) startSessionPolling(listener);
  connectStore(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

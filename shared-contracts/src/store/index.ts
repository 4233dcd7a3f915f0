import { combineSlices, createAction, createDynamicMiddleware, type Dispatch } from '@reduxjs/toolkit';
import type { baseApi } from './apiClient';
import { badgesSlice } from './badges';
import { sessionSlice } from './session';
import { settingsSlice } from './settings';

/**
 * Slices a remote injects when it loads. Each remote adds its key by declaration merging:
 *   declare module 'shared-contracts/store' { interface LazyLoadedSlices { search: SearchState } }
 */
export interface LazyLoadedSlices {
  /** RTK Query's cache, present once `shared-contracts/api-client` has loaded. */
  api: ReturnType<(typeof baseApi)['reducer']>;
}

export const rootReducer = combineSlices(
  sessionSlice,
  settingsSlice,
  badgesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/** Middleware that loads later (RTK Query's) joins the store through this. */
export const dynamicMiddleware = createDynamicMiddleware();

/** Announces that a lazily loaded module joined the store; its injected state appears with this action. */
export const storeModuleLoaded = createAction<string>('store/moduleLoaded');

let storeDispatch: Dispatch | null = null;

/** The shell hands over its store's dispatch, so modules that load later can announce themselves. */
export function connectStore(dispatch: Dispatch): void {
  storeDispatch = dispatch;
}

/** Injected slices have no state until the next action; modules that read their state at once dispatch this. */
export function announceStoreModule(name: string): void {
  storeDispatch?.(storeModuleLoaded(name));
}

export * from './badges';
export * from './events';
export * from './session';
export * from './settings';
export * from './hooks';

import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { PublicSettings, User } from '../api';
import { badgesSlice } from './badges';
import { serverStateLoaded } from './events';
import { selectUser, sessionSlice } from './session';
import { selectSettings, settingsSlice } from './settings';

/**
 * Slices a remote injects when it loads. Each remote adds its key by declaration merging:
 *   declare module 'shared-contracts/store' { interface LazyLoadedSlices { search: SearchState } }
 * RTK Query's cache (`api`) is declared so by `shared-contracts/api-client`, which injects it: the store's entry
 * imports nothing of the modules that build on it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

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

/** Parts of a server render's state for slices that had not joined the store when the page hydrated. */
let offeredServerState = new Map<string, unknown>();

/**
 * The shell offers the state a server render ended with (docs/architecture.md, "First paint") to the slices that join
 * the store later, while the page hydrates: a member home block loaded after the first paint still finds what the
 * server showed. Offering `{}` withdraws what is left.
 */
export function offerServerState(state: Record<string, unknown>): void {
  offeredServerState = new Map(Object.entries(state));
}

/**
 * Injected slices have no state until the next action; modules that read their state at once dispatch this. A slice
 * the server's render filled takes its part of that state now (`serverStateLoaded`).
 */
export function announceStoreModule(name: string): void {
  storeDispatch?.(storeModuleLoaded(name));
  if (!offeredServerState.has(name)) return;
  const part = offeredServerState.get(name);
  offeredServerState.delete(name);
  storeDispatch?.(serverStateLoaded({ [name]: part }));
}

export * from './badges';
export * from './events';
export * from './session';
export * from './settings';

/** The store's dispatch: plain actions and thunks that read `RootState`. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** `useSelector` typed with the shared store's state (core slices plus every injected slice, as optional keys). */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useDispatch` typed with the shared store's dispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The site's public settings. The shell puts them into the store before any page renders. */
export function useSettings(): PublicSettings {
  const settings = useAppSelector(selectSettings);
  if (!settings) throw new Error('The site settings are not loaded');
  return settings;
}

/** The logged-in member, or null for a visitor (and before the first user call answered). */
export function useUser(): User | null {
  return useAppSelector(selectUser);
}

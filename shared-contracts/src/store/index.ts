import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from './api';
import { sessionSlice } from './session';
import { settingsSlice } from './settings';

/**
 * Slices a remote injects when it loads. Each remote adds its key by declaration merging:
 *   declare module 'shared-contracts/store' { interface LazyLoadedSlices { search: SearchState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, settingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

export { baseApi, configureApp, apiHeaders, readCookie, type AppConfig } from './api';
export * from './events';
export * from './session';
export * from './settings';

import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
// Through the package's own names, not relative paths: this module is shared on its own, and a relative import
// would give it a private copy of the store module and the app config instead of the page's singletons.
import { apiHeaders, apiUrl } from 'shared-contracts';
import { announceStoreModule, dynamicMiddleware, rootReducer, userCleared } from 'shared-contracts/store';

const rawBaseQuery = fetchBaseQuery({
  credentials: 'same-origin',
  prepareHeaders: (headers) => apiHeaders(headers),
  // Some endpoints answer a plain word (logout answers `done`).
  responseHandler: 'content-type',
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: apiUrl(request.url) }, api, extra);
};

/**
 * The one RTK Query API; remotes add their endpoints with `baseApi.injectEndpoints`. Importing this module installs
 * its reducer and middleware into the shell's store, so RTK Query is loaded by the first page that needs it, not
 * by every first paint.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Settings', 'Chats', 'Likes', 'Profile', 'Search'],
  endpoints: () => ({}),
});

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware, (api) => (next) => (action) => {
  const result = next(action);
  // A member's cached answers (likes, profiles, chats) never outlive their session in this tab.
  if (userCleared.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
});
// RTK Query reads its state as soon as a query starts, so the state must exist before the first one.
announceStoreModule(baseApi.reducerPath);

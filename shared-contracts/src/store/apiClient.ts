import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
// Through the package's own names, not relative paths: this module is shared on its own, and a relative import
// would give it a private copy of the store module and the app config instead of the page's singletons.
import { apiHeaders, apiUrl, endpointPath, type EndpointInput, type OptionalWhenEmpty } from 'shared-contracts';
import type { Endpoint, EndpointResponse } from 'shared-contracts/api';
import {
  announceStoreModule,
  dynamicMiddleware,
  rootReducer,
  serverStateLoaded,
  userCleared,
  type AppDispatch,
} from 'shared-contracts/store';

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
 * On the server a page's queries start while it renders (React runs no effects there): the server's first pass asks
 * for what the page shows, waits for the answers and renders again with them (shell/src/server.tsx).
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one RTK Query API; remotes add their endpoints with `baseApi.injectEndpoints`. Importing this module installs
 * its reducer and middleware into the shell's store, so RTK Query is loaded by the first page that needs it, not
 * by every first paint.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // The answers a server render showed, taken into the cache before the browser hydrates that render.
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateLoaded.match(action) ? (action.payload[reducerPath] as never) : undefined,
  tagTypes: [
    'User',
    'Settings',
    'Chats',
    'Likes',
    'Profile',
    'Search',
    'Credits',
    'Orders',
    'Notifications',
    'Sessions',
    'Decisions',
  ],
  endpoints: () => ({}),
});

declare module 'shared-contracts/store' {
  interface LazyLoadedSlices {
    /** RTK Query's cache, present once this module has loaded. */
    api: ReturnType<(typeof baseApi)['reducer']>;
  }
}

rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware, (api) => (next) => (action) => {
  const result = next(action);
  // A member's cached answers (likes, profiles, chats) never outlive their session in this tab.
  if (userCleared.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
});
// RTK Query reads its state as soon as a query starts, so the state must exist before the first one.
announceStoreModule(baseApi.reducerPath);

/**
 * The `query` of an RTK Query endpoint for a call, from its endpoint object (shared-contracts/api) and the typed query
 * and body: the apps never write a path, a method or a query key themselves.
 */
export function endpointArgs<E extends Endpoint>(
  endpoint: E,
  ...[input]: OptionalWhenEmpty<Omit<EndpointInput<E>, 'signal'>>
): FetchArgs {
  const { query, body } = (input ?? {}) as { query?: Parameters<typeof endpointPath<E>>[1]; body?: unknown };
  return {
    url: endpointPath(endpoint, query),
    method: endpoint.method,
    ...(endpoint.body === undefined ? {} : { body }),
  };
}

/** The `transformResponse` of a call: its answer validated with the endpoint's response schema. */
export const endpointResponse =
  <E extends Endpoint & { response: { parse: (value: unknown) => unknown } }>(endpoint: E) =>
  (raw: unknown): EndpointResponse<E> =>
    endpoint.response.parse(raw) as EndpointResponse<E>;

type QueryEntry = { status?: string; endpointName?: string; originalArgs?: unknown } | undefined;

/**
 * Holds the answers a server render showed (taken with `serverStateLoaded`) in the cache until the browser has
 * hydrated that render: an answer kept for no time once nobody asks for it (the cams) would otherwise go before the
 * first render reads it. Answers the release of the hold.
 */
export function holdServerAnswers(dispatch: AppDispatch, api: { queries?: Record<string, QueryEntry> }): () => void {
  const endpoints = baseApi.endpoints as Record<string, { initiate?: (args: unknown) => unknown } | undefined>;
  const held = Object.values(api.queries ?? {}).flatMap((query) => {
    const initiate =
      query?.status === 'fulfilled' && query.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
    return initiate ? [dispatch(initiate(query?.originalArgs) as never) as { unsubscribe: () => void }] : [];
  });
  return () => {
    for (const query of held) query.unsubscribe();
  };
}

import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiHeaders, apiUrl } from 'shared-contracts';
import { endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import { announceStoreModule, dynamicMiddleware, rootReducer } from 'shared-contracts/store';

const rawBaseQuery = fetchBaseQuery({ credentials: 'same-origin', prepareHeaders: (headers) => apiHeaders(headers) });

/** Tags of the console's cached answers; a feature's writes invalidate what they change. */
export const adminTags = [
  'OperatorSession',
  'Operators',
  'Audit',
  'Sites',
  'Cases',
  'Appeals',
  'Photos',
  'Transparency',
  'Prices',
  'Members',
  'Experiments',
  'Dashboards',
] as const;

/** Calls whose 401 is their own answer (a wrong code), not a session that ended. */
const answersForItself = new Set(['operatorSession', 'signIn', 'invite', 'acceptInvite']);

/**
 * Every console call's base: the calls' headers and CSRF token. A 401 on any call means the console session ended
 * (idle, 12 hours, signed out elsewhere, role changed): the session is asked again, which shows the sign-in.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: apiUrl(request.url) }, api, extra);
  if (result.error?.status === 401 && !answersForItself.has(api.endpoint))
    api.dispatch(adminApi.util.invalidateTags(['OperatorSession']));
  return result;
};

/**
 * The console's RTK Query API, apart from the members' one (`baseApi`): an operator's cached answers must not be
 * dropped when a member session in the same browser ends, nor a member's when an operator signs out. Features add
 * their calls with `adminApi.injectEndpoints`, built from the endpoint objects of `shared-contracts/api/admin` with
 * `adminArgs` and `adminResponse`.
 */
export const adminApi = createApi({
  reducerPath: 'admin',
  baseQuery,
  tagTypes: adminTags,
  endpoints: () => ({}),
});

declare module 'shared-contracts/store' {
  interface LazyLoadedSlices {
    admin: ReturnType<(typeof adminApi)['reducer']>;
  }
}

rootReducer.inject(adminApi);
dynamicMiddleware.addMiddleware(adminApi.middleware);
// RTK Query reads its state as soon as a query starts, so the state must exist before the first one.
announceStoreModule(adminApi.reducerPath);

/** The request of a call from its endpoint object, and its answer validated by the endpoint's response schema. */
export const adminArgs = endpointArgs;
export const adminResponse = endpointResponse;

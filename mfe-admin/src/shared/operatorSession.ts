import {
  operatorAcceptInviteEndpoint,
  operatorInviteEndpoint,
  operatorProfileEndpoint,
  operatorSessionEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
  type OperatorLocale,
  type OperatorPermission,
  type OperatorSession,
} from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from './adminApi';
import type { EndpointBody } from 'shared-contracts/api';

/** A failed call's answer is read by the page from the mutation's own state. */
const ignoreFailure = () => undefined;

/** The console session: who is signed in, signing in and out, the operator's own settings, invitations. */
export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    operatorSession: build.query<OperatorSession, undefined>({
      query: () => adminArgs(operatorSessionEndpoint),
      transformResponse: adminResponse(operatorSessionEndpoint),
      providesTags: ['OperatorSession'],
    }),
    signIn: build.mutation({
      query: (body: EndpointBody<typeof operatorSignInEndpoint>) => adminArgs(operatorSignInEndpoint, { body }),
      transformResponse: adminResponse(operatorSignInEndpoint),
      // A new operator: nothing cached for the one before may show.
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(adminApi.util.resetApiState());
          dispatch(sessionApi.util.upsertQueryData('operatorSession', undefined, data));
        }, ignoreFailure),
    }),
    signOut: build.mutation({
      query: (_: undefined) => adminArgs(operatorSignOutEndpoint),
      transformResponse: adminResponse(operatorSignOutEndpoint),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(ignoreFailure, ignoreFailure).then(() => {
          dispatch(adminApi.util.resetApiState());
        }),
    }),
    updateOwnProfile: build.mutation({
      query: (body: { name?: string; locale?: OperatorLocale }) => adminArgs(operatorProfileEndpoint, { body }),
      transformResponse: adminResponse(operatorProfileEndpoint),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => {
          dispatch(sessionApi.util.upsertQueryData('operatorSession', undefined, data));
        }, ignoreFailure),
    }),
    invite: build.query({
      query: (token: string) => adminArgs(operatorInviteEndpoint, { query: { token } }),
      transformResponse: adminResponse(operatorInviteEndpoint),
      // A fresh secret each time the page opens; never reuse one shown earlier.
      keepUnusedDataFor: 0,
    }),
    acceptInvite: build.mutation({
      query: (body: EndpointBody<typeof operatorAcceptInviteEndpoint>) =>
        adminArgs(operatorAcceptInviteEndpoint, { body }),
      // The invitation page leaves first (its link is used now), then the cache of anyone before is dropped.
      transformResponse: adminResponse(operatorAcceptInviteEndpoint),
    }),
  }),
});

export const {
  useOperatorSessionQuery,
  useSignInMutation,
  useSignOutMutation,
  useUpdateOwnProfileMutation,
  useInviteQuery,
  useAcceptInviteMutation,
} = sessionApi;

/** Whether the signed-in operator's role may do this (the server checks it on every call as well). */
export function useMay(): (permission: OperatorPermission) => boolean {
  const { data } = useOperatorSessionQuery(undefined);
  return (permission) => data?.permissions.includes(permission) ?? false;
}

import {
  endSessionsEndpoint,
  sessionsEndpoint,
  type EndSessionsRequest,
  type SessionSummary,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** The member's sessions (GET /api/sessions.php), and logging out one or all other devices (DELETE). */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionSummary[], undefined>({
      query: () => endpointArgs(sessionsEndpoint),
      transformResponse: (raw) => endpointResponse(sessionsEndpoint)(raw).sessions,
      providesTags: ['Sessions'],
    }),
    /** Answers how many sessions ended; the list reloads whatever the answer (a refusal may be a stale list). */
    endSessions: build.mutation<number, EndSessionsRequest>({
      query: (body) => endpointArgs(endSessionsEndpoint, { body }),
      transformResponse: (raw) => endpointResponse(endSessionsEndpoint)(raw).ended,
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionsMutation } = privacyApi;

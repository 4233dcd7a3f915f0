import {
  appealEndpoint,
  decisionsEndpoint,
  statementEndpoint,
  type AppealRequest,
  type Statement,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import type { EndpointResponse } from 'shared-contracts/api';

/**
 * "Decisions about your account" (docs/product.md): the member's statements of reasons and reports, a statement by
 * its link's token (the ban page, without a session), and appealing one.
 */
export const decisionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDecisions: build.query<EndpointResponse<typeof decisionsEndpoint>, undefined>({
      query: () => endpointArgs(decisionsEndpoint),
      transformResponse: endpointResponse(decisionsEndpoint),
      providesTags: ['Decisions'],
    }),
    getStatement: build.query<EndpointResponse<typeof statementEndpoint>, string>({
      query: (token) => endpointArgs(statementEndpoint, { query: { token } }),
      transformResponse: endpointResponse(statementEndpoint),
      providesTags: ['Decisions'],
    }),
    appeal: build.mutation<Statement, AppealRequest>({
      query: (body) => endpointArgs(appealEndpoint, { body }),
      transformResponse: (raw) => endpointResponse(appealEndpoint)(raw).statement,
      invalidatesTags: ['Decisions'],
    }),
  }),
});

export const { useGetDecisionsQuery, useGetStatementQuery, useAppealMutation } = decisionsApi;

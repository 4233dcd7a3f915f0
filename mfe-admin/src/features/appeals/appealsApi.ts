import { appealDecideEndpoint, appealEndpoint, appealsListEndpoint } from 'shared-contracts/api/admin';
import type { EndpointBody, EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type AppealsQuery = EndpointQuery<typeof appealsListEndpoint>;

/** The appeals queue, an appeal, and its decision (docs/operators.md "Appeals"). */
const appealsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    appeals: build.query({
      query: (query: AppealsQuery) => adminArgs(appealsListEndpoint, { query }),
      transformResponse: adminResponse(appealsListEndpoint),
      providesTags: ['Appeals'],
    }),
    appeal: build.query({
      query: (id: number) => adminArgs(appealEndpoint, { query: { id: String(id) } }),
      transformResponse: adminResponse(appealEndpoint),
      providesTags: ['Appeals', 'Members'],
    }),
    decideAppeal: build.mutation({
      query: (body: EndpointBody<typeof appealDecideEndpoint>) => adminArgs(appealDecideEndpoint, { body }),
      transformResponse: adminResponse(appealDecideEndpoint),
      invalidatesTags: ['Appeals', 'Cases', 'Members', 'Audit', 'Transparency'],
    }),
  }),
});

export const { useAppealsQuery, useAppealQuery, useDecideAppealMutation } = appealsApi;

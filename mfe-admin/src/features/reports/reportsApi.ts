import { caseClaimEndpoint, caseEndpoint, casesListEndpoint } from 'shared-contracts/api/admin';
import type { EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type CasesQuery = EndpointQuery<typeof casesListEndpoint>;

/** The reports queue, a case, and claiming (docs/operators.md "Reports"). */
const reportsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    cases: build.query({
      query: (query: CasesQuery) => adminArgs(casesListEndpoint, { query }),
      transformResponse: adminResponse(casesListEndpoint),
      providesTags: ['Cases'],
    }),
    case: build.query({
      query: (id: number) => adminArgs(caseEndpoint, { query: { id: String(id) } }),
      transformResponse: adminResponse(caseEndpoint),
      providesTags: ['Cases', 'Members'],
    }),
    claimCase: build.mutation({
      query: (body: { id: number; claim: boolean }) => adminArgs(caseClaimEndpoint, { body }),
      transformResponse: adminResponse(caseClaimEndpoint),
      invalidatesTags: ['Cases', 'Audit'],
    }),
  }),
});

export const { useCasesQuery, useCaseQuery, useClaimCaseMutation } = reportsApi;

import { decisionEndpoint, type DecisionRequest } from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from '../adminApi';

/**
 * A moderator's decision on a case or directly on a member (docs/operators.md "Decisions"): here, beside its form,
 * because the case page and the members page both decide. It changes the queues, the member and the audit log.
 */
const decisionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    decide: build.mutation({
      query: (body: DecisionRequest) => adminArgs(decisionEndpoint, { body }),
      transformResponse: adminResponse(decisionEndpoint),
      invalidatesTags: ['Cases', 'Appeals', 'Members', 'Audit', 'Transparency'],
    }),
  }),
});

export const { useDecideMutation } = decisionsApi;

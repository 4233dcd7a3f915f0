import { caseMessagesEndpoint } from 'shared-contracts/api/admin';
import type { EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../adminApi';

export type CaseMessagesQuery = EndpointQuery<typeof caseMessagesEndpoint>;

/**
 * The chat a report was filed from (docs/operators.md "Reports"), which the case page and the appeal page both
 * read; every page read is on the audit log, so it is asked for only when shown.
 */
const caseMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    caseMessages: build.query({
      query: (query: CaseMessagesQuery) => adminArgs(caseMessagesEndpoint, { query }),
      transformResponse: adminResponse(caseMessagesEndpoint),
    }),
  }),
});

export const { useCaseMessagesQuery } = caseMessagesApi;

import { auditListEndpoint } from 'shared-contracts/api/admin';
import type { EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type AuditQuery = EndpointQuery<typeof auditListEndpoint>;

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query({
      query: (query: AuditQuery) => adminArgs(auditListEndpoint, { query }),
      transformResponse: adminResponse(auditListEndpoint),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;

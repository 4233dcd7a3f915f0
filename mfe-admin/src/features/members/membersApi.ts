import type { EndpointBody, EndpointQuery } from 'shared-contracts/api';
import {
  memberActivationEndpoint,
  memberCreditAdjustmentEndpoint,
  memberDeletionEndpoint,
  memberDetailsEndpoint,
  memberExportEndpoint,
  memberLedgerEndpoint,
  memberOrdersEndpoint,
  memberRefundEndpoint,
  memberSearchEndpoint,
} from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type MemberSearchParams = EndpointQuery<typeof memberSearchEndpoint>;
type MemberRowsQuery = EndpointQuery<typeof memberLedgerEndpoint>;

/**
 * Members in the console (docs/operators.md "Members"). Reads are tagged per member, so an action on one member
 * asks again for that member's page only; every action shows in the audit log too.
 */
const membersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    memberSearch: build.query({
      query: (query: MemberSearchParams) => adminArgs(memberSearchEndpoint, { query }),
      transformResponse: adminResponse(memberSearchEndpoint),
      providesTags: ['Members'],
    }),
    memberDetails: build.query({
      query: (id: number) => adminArgs(memberDetailsEndpoint, { query: { id: String(id) } }),
      transformResponse: adminResponse(memberDetailsEndpoint),
      providesTags: (_result, _error, id) => [{ type: 'Members', id }],
    }),
    memberLedger: build.query({
      query: (query: MemberRowsQuery) => adminArgs(memberLedgerEndpoint, { query }),
      transformResponse: adminResponse(memberLedgerEndpoint),
      providesTags: (_result, _error, query) => [{ type: 'Members', id: Number(query.member) }],
    }),
    memberOrders: build.query({
      query: (query: MemberRowsQuery) => adminArgs(memberOrdersEndpoint, { query }),
      transformResponse: adminResponse(memberOrdersEndpoint),
      providesTags: (_result, _error, query) => [{ type: 'Members', id: Number(query.member) }],
    }),
    refundOrder: build.mutation({
      query: (body: EndpointBody<typeof memberRefundEndpoint>) => adminArgs(memberRefundEndpoint, { body }),
      transformResponse: adminResponse(memberRefundEndpoint),
      invalidatesTags: (_result, _error, body) => [{ type: 'Members', id: body.member }, 'Audit'],
    }),
    adjustCredits: build.mutation({
      query: (body: EndpointBody<typeof memberCreditAdjustmentEndpoint>) =>
        adminArgs(memberCreditAdjustmentEndpoint, { body }),
      transformResponse: adminResponse(memberCreditAdjustmentEndpoint),
      invalidatesTags: (_result, _error, body) => [{ type: 'Members', id: body.member }, 'Audit'],
    }),
    resendActivation: build.mutation({
      query: (member: number) => adminArgs(memberActivationEndpoint, { body: { member } }),
      transformResponse: adminResponse(memberActivationEndpoint),
      invalidatesTags: ['Audit'],
    }),
    exportMember: build.mutation({
      query: (member: number) => adminArgs(memberExportEndpoint, { body: { member } }),
      transformResponse: adminResponse(memberExportEndpoint),
      invalidatesTags: ['Audit'],
    }),
    deleteMember: build.mutation({
      query: (body: EndpointBody<typeof memberDeletionEndpoint>) => adminArgs(memberDeletionEndpoint, { body }),
      transformResponse: adminResponse(memberDeletionEndpoint),
      invalidatesTags: (_result, _error, body) => ['Members', { type: 'Members', id: body.member }, 'Audit'],
    }),
  }),
});

export const {
  useMemberSearchQuery,
  useMemberDetailsQuery,
  useMemberLedgerQuery,
  useMemberOrdersQuery,
  useRefundOrderMutation,
  useAdjustCreditsMutation,
  useResendActivationMutation,
  useExportMemberMutation,
  useDeleteMemberMutation,
} = membersApi;

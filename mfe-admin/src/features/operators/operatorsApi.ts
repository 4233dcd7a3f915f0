import {
  operatorInviteCreateEndpoint,
  operatorListEndpoint,
  operatorUpdateEndpoint,
  type OperatorView,
} from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';
import type { EndpointBody } from 'shared-contracts/api';

type InviteBody = EndpointBody<typeof operatorInviteCreateEndpoint>;
type UpdateBody = EndpointBody<typeof operatorUpdateEndpoint>;

/** The owners' calls on operators; every change shows in the audit log too. */
const operatorsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    operators: build.query<{ operators: OperatorView[] }, undefined>({
      query: () => adminArgs(operatorListEndpoint),
      transformResponse: adminResponse(operatorListEndpoint),
      providesTags: ['Operators'],
    }),
    inviteOperator: build.mutation({
      query: (body: InviteBody) => adminArgs(operatorInviteCreateEndpoint, { body }),
      transformResponse: adminResponse(operatorInviteCreateEndpoint),
      invalidatesTags: ['Operators', 'Audit'],
    }),
    updateOperator: build.mutation({
      query: (body: UpdateBody) => adminArgs(operatorUpdateEndpoint, { body }),
      transformResponse: adminResponse(operatorUpdateEndpoint),
      invalidatesTags: ['Operators', 'Audit'],
    }),
  }),
});

export const { useOperatorsQuery, useInviteOperatorMutation, useUpdateOperatorMutation } = operatorsApi;

import {
  resetPasswordDoEndpoint,
  resetPasswordRequestEndpoint,
  type ResetPasswordDo,
  type ResetPasswordRequest,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs } from 'shared-contracts/api-client';

/** Asking for a reset link, and setting the new password with it (docs/product.md §2 /reset-password). */
export const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestReset: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => endpointArgs(resetPasswordRequestEndpoint, { body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordDo>({
      query: (body) => endpointArgs(resetPasswordDoEndpoint, { body }),
    }),
  }),
});

export const { useRequestResetMutation, useResetPasswordMutation } = resetPasswordApi;

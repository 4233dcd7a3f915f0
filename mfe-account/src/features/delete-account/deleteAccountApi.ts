import { deleteAccountEndpoint, type DeleteAccountRequest } from 'shared-contracts/api/account';
import { baseApi, endpointArgs } from 'shared-contracts/api-client';

/** DELETE /api/user.php: the member's account deleted; the caller ends the session in this tab. */
export const deleteAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<unknown, DeleteAccountRequest>({
      query: (body) => endpointArgs(deleteAccountEndpoint, { body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;

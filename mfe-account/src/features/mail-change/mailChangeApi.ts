import { mailChangeDoEndpoint } from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** POST /api/mail_change.php?do=1: the change link's token applied; answers the account's new address. */
export const mailChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmMailChange: build.mutation<string, string>({
      query: (token) => endpointArgs(mailChangeDoEndpoint, { body: { token } }),
      transformResponse: (raw) => endpointResponse(mailChangeDoEndpoint)(raw).email,
      // /notifications, if it was loaded in this tab, shows the old address and the pending new one.
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useConfirmMailChangeMutation } = mailChangeApi;

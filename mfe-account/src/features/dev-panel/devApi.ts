import { devCreditsEndpoint } from 'shared-contracts/api/payments';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** The dev panel's one call: POST /api/dev/credits.php sets the member's test credits. */
export const devApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setCredits: build.mutation<number, number>({
      query: (credits) => endpointArgs(devCreditsEndpoint, { body: { credits } }),
      transformResponse: (raw) => endpointResponse(devCreditsEndpoint)(raw).credits,
      // A money page open beside the panel shows the new balance.
      invalidatesTags: ['Credits'],
    }),
  }),
});

export const { useSetCreditsMutation } = devApi;

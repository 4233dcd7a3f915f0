import type { EndpointQuery } from 'shared-contracts/api';
import {
  creditsEndpoint,
  discountCodeEndpoint,
  discountCodeResponseSchema,
  paymentEndpoint,
  welcomeCodeResponseSchema,
  type CreditsResponse,
  type Discount,
  type PaymentRequest,
} from 'shared-contracts/api/payments';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** A country the site does not offer (any more) or a code it refuses: the credits call answers 400 or 422. */
const isRefusedQuery = (status: unknown) => status === 400 || status === 422;

/**
 * The payment calls the money pages share: packages, plans and methods of a payment country, a discount code, and
 * starting a payment.
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/credits.php?country=&discount_code=: the offers of a payment country (the member's own without), each
     * quoted with the discount code (if given) and the member's time bonus.
     */
    getCredits: build.query<CreditsResponse, { country?: string; discountCode?: string }>({
      async queryFn({ country, discountCode }, _api, _extra, baseQuery) {
        const code = discountCode ? { discount_code: discountCode } : {};
        const load = (query: EndpointQuery<typeof creditsEndpoint>) =>
          baseQuery(endpointArgs(creditsEndpoint, { query: { ...query, ...code } }));
        let answer = await load(country ? { country } : {});
        // A country the site no longer offers (a stale persisted choice) falls back to the member's own.
        if (country && answer.error && isRefusedQuery(answer.error.status)) answer = await load({});
        return answer.error ? { error: answer.error } : { data: endpointResponse(creditsEndpoint)(answer.data) };
      },
      providesTags: ['Credits'],
    }),
    /** GET /api/discountcode.php: a code the member typed, or the stay offer meant for them. */
    getDiscount: build.query<Discount, { code: string } | { delete: 'true' }>({
      query: (query) => endpointArgs(discountCodeEndpoint, { query }),
      transformResponse: (raw) => discountCodeResponseSchema.parse(raw).discount,
    }),
    /** GET /api/discountcode.php?welcome=true: the member's welcome code, null when none is offered. */
    getWelcomeCode: build.query<Discount | null, undefined>({
      query: () => endpointArgs(discountCodeEndpoint, { query: { welcome: 'true' } }),
      transformResponse: (raw) => welcomeCodeResponseSchema.parse(raw).discount,
    }),
    /** POST /api/payment.php: an open order, and the provider's checkout to pay it at. */
    pay: build.mutation<string, PaymentRequest>({
      query: (body) => endpointArgs(paymentEndpoint, { body }),
      transformResponse: (raw) => endpointResponse(paymentEndpoint)(raw).checkout_url,
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetCreditsQuery,
  useGetDiscountQuery,
  useGetWelcomeCodeQuery,
  useLazyGetDiscountQuery,
  usePayMutation,
} = paymentsApi;

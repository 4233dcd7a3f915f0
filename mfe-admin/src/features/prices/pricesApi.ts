import {
  codeCreateEndpoint,
  codeListEndpoint,
  codeUpdateEndpoint,
  offersEndpoint,
  offersUpdateEndpoint,
  packageCreateEndpoint,
  packageRemoveEndpoint,
  packageUpdateEndpoint,
  planCreateEndpoint,
  planRemoveEndpoint,
  planUpdateEndpoint,
  pricesEndpoint,
} from 'shared-contracts/api/admin';
import type { Endpoint, EndpointBody } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

const site = (id: number) => ({ site: String(id) });
/** A change to prices: every list of them may show it, and so does the audit log. */
const change = <E extends Endpoint & { response: { parse: (value: unknown) => unknown } }>(endpoint: E) => ({
  query: (body: EndpointBody<E>) => adminArgs(endpoint as Endpoint, { body } as never),
  transformResponse: adminResponse(endpoint),
  invalidatesTags: ['Prices' as const, 'Audit' as const],
});

/** Packages, plans, campaign codes and offers of a site (docs/payments.md "Prices", "Offers and discount codes"). */
const pricesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    prices: build.query({
      query: (siteId: number) => adminArgs(pricesEndpoint, { query: site(siteId) }),
      transformResponse: adminResponse(pricesEndpoint),
      providesTags: ['Prices'],
    }),
    createPackage: build.mutation(change(packageCreateEndpoint)),
    updatePackage: build.mutation(change(packageUpdateEndpoint)),
    removePackage: build.mutation(change(packageRemoveEndpoint)),
    createPlan: build.mutation(change(planCreateEndpoint)),
    updatePlan: build.mutation(change(planUpdateEndpoint)),
    removePlan: build.mutation(change(planRemoveEndpoint)),
    codes: build.query({
      query: (siteId: number) => adminArgs(codeListEndpoint, { query: site(siteId) }),
      transformResponse: adminResponse(codeListEndpoint),
      providesTags: ['Prices'],
    }),
    createCode: build.mutation(change(codeCreateEndpoint)),
    updateCode: build.mutation(change(codeUpdateEndpoint)),
    offers: build.query({
      query: (siteId: number) => adminArgs(offersEndpoint, { query: site(siteId) }),
      transformResponse: adminResponse(offersEndpoint),
      providesTags: ['Prices'],
    }),
    updateOffers: build.mutation(change(offersUpdateEndpoint)),
  }),
});

export const {
  usePricesQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useRemovePackageMutation,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useRemovePlanMutation,
  useCodesQuery,
  useCreateCodeMutation,
  useUpdateCodeMutation,
  useOffersQuery,
  useUpdateOffersMutation,
} = pricesApi;

import { ordersEndpoint, type OrderSummary } from 'shared-contracts/api/payments';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** "Your orders": GET /api/orders.php, newest first; a new payment (paymentsApi's `pay`) reloads them. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderSummary[], undefined>({
      query: () => endpointArgs(ordersEndpoint),
      transformResponse: (raw) => endpointResponse(ordersEndpoint)(raw).orders,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;

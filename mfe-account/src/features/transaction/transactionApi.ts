import { transactionEndpoint, type TransactionResponse } from 'shared-contracts/api/payments';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** GET /api/transaction.php?id=: a payment's state, and the order and balance its owner sees. */
export const transactionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransaction: build.query<TransactionResponse, string>({
      query: (id) => endpointArgs(transactionEndpoint, { query: { id } }),
      transformResponse: endpointResponse(transactionEndpoint),
    }),
  }),
});

export const { useGetTransactionQuery } = transactionApi;

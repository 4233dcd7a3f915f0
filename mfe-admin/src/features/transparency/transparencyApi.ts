import { transparencyEndpoint, type TransparencyQuery } from 'shared-contracts/api/admin';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

/** The transparency counts of a period (docs/operators.md "Transparency"). */
const transparencyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    transparency: build.query({
      query: (query: { [K in keyof TransparencyQuery]: string }) => adminArgs(transparencyEndpoint, { query }),
      transformResponse: adminResponse(transparencyEndpoint),
      providesTags: ['Transparency'],
    }),
  }),
});

export const { useTransparencyQuery } = transparencyApi;

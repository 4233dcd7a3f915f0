import { siteCreateEndpoint, siteEndpoint, siteUpdateEndpoint } from 'shared-contracts/api/admin';
import type { EndpointBody } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type SiteUpdateBody = EndpointBody<typeof siteUpdateEndpoint>;
export type SiteCreateBody = EndpointBody<typeof siteCreateEndpoint>;

/** A site's settings, and the calls that change sites (docs/operators.md "Sites and settings"). */
const sitesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    site: build.query({
      query: (id: number) => adminArgs(siteEndpoint, { query: { id: String(id) } }),
      transformResponse: adminResponse(siteEndpoint),
      providesTags: ['Sites'],
    }),
    createSite: build.mutation({
      query: (body: SiteCreateBody) => adminArgs(siteCreateEndpoint, { body }),
      transformResponse: adminResponse(siteCreateEndpoint),
      invalidatesTags: ['Sites', 'Prices', 'Audit'],
    }),
    updateSite: build.mutation({
      query: (body: SiteUpdateBody) => adminArgs(siteUpdateEndpoint, { body }),
      transformResponse: adminResponse(siteUpdateEndpoint),
      invalidatesTags: ['Sites', 'Audit'],
    }),
  }),
});

export const { useSiteQuery, useCreateSiteMutation, useUpdateSiteMutation } = sitesApi;

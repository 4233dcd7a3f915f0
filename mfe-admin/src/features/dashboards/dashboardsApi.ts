import { dashboardEndpoint } from 'shared-contracts/api/admin';
import type { EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type DashboardQuery = EndpointQuery<typeof dashboardEndpoint>;

const dashboardsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query({
      query: (query: DashboardQuery) => adminArgs(dashboardEndpoint, { query }),
      transformResponse: adminResponse(dashboardEndpoint),
      providesTags: ['Dashboards'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardsApi;

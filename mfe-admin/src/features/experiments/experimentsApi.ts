import {
  adminExperimentActionEndpoint,
  adminExperimentCreateEndpoint,
  adminExperimentListEndpoint,
  adminExperimentResultsEndpoint,
  adminExperimentVersionsEndpoint,
} from 'shared-contracts/api/admin';
import type { EndpointBody } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type ExperimentCreate = EndpointBody<typeof adminExperimentCreateEndpoint>;
export type ExperimentAction = EndpointBody<typeof adminExperimentActionEndpoint>;

const experimentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    experiments: build.query({
      query: (_: undefined) => adminArgs(adminExperimentListEndpoint),
      transformResponse: adminResponse(adminExperimentListEndpoint),
      providesTags: ['Experiments'],
    }),
    experimentResults: build.query({
      query: (key: string) => adminArgs(adminExperimentResultsEndpoint, { query: { key } }),
      transformResponse: adminResponse(adminExperimentResultsEndpoint),
      providesTags: ['Experiments'],
    }),
    landerVersions: build.query({
      query: (_: undefined) => adminArgs(adminExperimentVersionsEndpoint),
      transformResponse: adminResponse(adminExperimentVersionsEndpoint),
      // A candidate built a minute ago is there when the form opens again.
      keepUnusedDataFor: 0,
    }),
    createExperiment: build.mutation({
      query: (body: ExperimentCreate) => adminArgs(adminExperimentCreateEndpoint, { body }),
      transformResponse: adminResponse(adminExperimentCreateEndpoint),
      invalidatesTags: ['Experiments', 'Audit'],
    }),
    experimentAction: build.mutation({
      query: (body: ExperimentAction) => adminArgs(adminExperimentActionEndpoint, { body }),
      transformResponse: adminResponse(adminExperimentActionEndpoint),
      // A refused promotion (the contracts check) has still marked the experiment: read it again either way.
      invalidatesTags: () => ['Experiments', 'Audit'],
    }),
  }),
});

export const {
  useExperimentsQuery,
  useExperimentResultsQuery,
  useLanderVersionsQuery,
  useCreateExperimentMutation,
  useExperimentActionMutation,
} = experimentsApi;

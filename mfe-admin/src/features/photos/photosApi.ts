import { photoDecisionEndpoint, photoQueueEndpoint } from 'shared-contracts/api/admin';
import type { EndpointBody, EndpointQuery } from 'shared-contracts/api';
import { adminApi, adminArgs, adminResponse } from '../../shared/adminApi';

export type PhotoQueueQuery = EndpointQuery<typeof photoQueueEndpoint>;
type DecisionBody = EndpointBody<typeof photoDecisionEndpoint>;

/** The photo review queue and moderators' decisions (docs/operators.md "Photo review"). */
const photosApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    photoQueue: build.query({
      query: (query: PhotoQueueQuery) => adminArgs(photoQueueEndpoint, { query }),
      transformResponse: adminResponse(photoQueueEndpoint),
      providesTags: ['Photos'],
    }),
    decidePhoto: build.mutation({
      query: (body: DecisionBody) => adminArgs(photoDecisionEndpoint, { body }),
      transformResponse: adminResponse(photoDecisionEndpoint),
      invalidatesTags: ['Photos', 'Audit'],
    }),
  }),
});

export const { usePhotoQueueQuery, useDecidePhotoMutation } = photosApi;

import {
  blockEndpoint,
  blockRequestSchema,
  reportEndpoint,
  reportRequestSchema,
  type doneResponseSchema,
} from 'shared-contracts/api/search';
import { endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import type { z } from 'zod/mini';
import { likesApi } from '../../shared/likesApi';
import { memberBlocked } from '../../shared/memberBlocked';

type Done = z.infer<typeof doneResponseSchema>;

/** Blocking and reporting a member from their profile page. */
export const profileActionsApi = likesApi.injectEndpoints({
  endpoints: (build) => ({
    blockMember: build.mutation<Done, number>({
      query: (profile) => endpointArgs(blockEndpoint, { body: blockRequestSchema.parse({ profile }) }),
      transformResponse: endpointResponse(blockEndpoint),
      // A blocked member disappears from the likes, and from the search results already on screen.
      invalidatesTags: ['Likes'],
      async onQueryStarted(profile, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(memberBlocked(profile));
      },
    }),
    reportMember: build.mutation<Done, z.infer<typeof reportRequestSchema>>({
      query: (report) => endpointArgs(reportEndpoint, { body: reportRequestSchema.parse(report) }),
      transformResponse: endpointResponse(reportEndpoint),
    }),
  }),
});

export const { useBlockMemberMutation, useReportMemberMutation } = profileActionsApi;

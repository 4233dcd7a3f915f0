import { blockRequestSchema, doneResponseSchema, reportRequestSchema } from 'shared-contracts/api/search';
import type { z } from 'zod/mini';
import { likesApi } from '../../shared/likesApi';
import { memberBlocked } from '../../shared/memberBlocked';

type Done = z.infer<typeof doneResponseSchema>;

/** Blocking and reporting a member from their profile page. */
export const profileActionsApi = likesApi.injectEndpoints({
  endpoints: (build) => ({
    blockMember: build.mutation<Done, number>({
      query: (profile) => ({ url: '/api/block.php', method: 'POST', body: blockRequestSchema.parse({ profile }) }),
      transformResponse: (raw) => doneResponseSchema.parse(raw),
      // A blocked member disappears from the likes, and from the search results already on screen.
      invalidatesTags: ['Likes'],
      async onQueryStarted(profile, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(memberBlocked(profile));
      },
    }),
    reportMember: build.mutation<Done, z.infer<typeof reportRequestSchema>>({
      query: (report) => ({ url: '/api/report.php', method: 'POST', body: reportRequestSchema.parse(report) }),
      transformResponse: (raw) => doneResponseSchema.parse(raw),
    }),
  }),
});

export const { useBlockMemberMutation, useReportMemberMutation } = profileActionsApi;

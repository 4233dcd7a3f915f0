import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  likeEndpoint,
  likesEndpoint,
  profileEndpoint,
  unlikeEndpoint,
  type LikeResponse,
  type LikesResponse,
  type SearchProfile,
} from 'shared-contracts/api/search';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import type { LoadFirstView } from 'shared-contracts';
import { selectUser, userRefetchRequested } from 'shared-contracts/store';

const isForbidden = (error: unknown) => (error as { error?: FetchBaseQueryError } | undefined)?.error?.status === 403;

/** docs/product.md §4: opening a profile marks that member's like as seen. */
function markLikeSeen(likes: LikesResponse, profileId: number): void {
  for (const entry of likes.liked_by) if (entry.profile.id === profileId) entry.like_new = false;
}

/**
 * Likes and the profile page (docs/product.md §3, §4, §7). Liking or unliking reloads the like list; the toggle shows at once
 * and is undone if the server refuses.
 */
export const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLikes: build.query<LikesResponse, undefined>({
      query: () => endpointArgs(likesEndpoint),
      transformResponse: endpointResponse(likesEndpoint),
      providesTags: ['Likes'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // docs/product.md §8: a 403 on likes refetches the user (which ends an expired session); other failures are logged.
          if (isForbidden(error)) dispatch(userRefetchRequested());
          else console.error('The likes call failed', error);
        }
      },
    }),
    setLiked: build.mutation<LikeResponse, { profile: SearchProfile; liked: boolean }>({
      query: ({ profile, liked }) =>
        liked
          ? endpointArgs(likeEndpoint, { body: { profile: profile.id } })
          : endpointArgs(unlikeEndpoint, { body: { profile: profile.id } }),
      transformResponse: endpointResponse(likeEndpoint),
      invalidatesTags: (_result, _error, { profile }) => ['Likes', { type: 'Profile', id: profile.id }],
      async onQueryStarted({ profile, liked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          likesApi.util.updateQueryData('getLikes', undefined, (likes) => {
            likes.profiles = likes.profiles.filter((entry) => entry.id !== profile.id);
            if (liked) likes.profiles.unshift(profile);
          }),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          patch.undo();
          // docs/product.md §8: like and unlike failures are logged only.
          console.error(liked ? 'Liking failed' : 'Unliking failed', error);
        }
      },
    }),
    getProfile: build.query({
      query: (id: number) => endpointArgs(profileEndpoint, { query: { profile: String(id) } }),
      transformResponse: (raw) => endpointResponse(profileEndpoint)(raw).profile,
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(likesApi.util.updateQueryData('getLikes', undefined, (likes) => markLikeSeen(likes, id)));
        } catch {
          // The page shows the 404 or the failure itself.
        }
      },
    }),
  }),
});

export const { useGetLikesQuery, useSetLikedMutation, useGetProfileQuery } = likesApi;

/** The members this member likes, which the cards' like toggles show as pressed; none for a visitor (`skip`). */
export function useLikedIds(skip = false): ReadonlySet<number> {
  const { data } = useGetLikesQuery(undefined, { skip });
  return useMemo(() => new Set(data?.profiles.map((profile) => profile.id)), [data]);
}

/**
 * The member's likes, loaded by the server before it renders a page that shows them (docs/architecture.md, "First
 * paint"), so the render has them in its first pass and needs no second; a visitor has none to load.
 */
export const loadLikes: LoadFirstView = async ({ dispatch, getState }) => {
  if (selectUser(getState())) await dispatch(likesApi.endpoints.getLikes.initiate(undefined));
};

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { ApiRequestError, callEndpoint } from 'shared-contracts';
import {
  photoUploadProblem,
  uploadProfilePhoto,
  type PhotoUploadProblem,
  type UserResponse,
} from 'shared-contracts/api';
import {
  changePasswordEndpoint,
  deleteProfileImageEndpoint,
  updateProfileImagesEndpoint,
  type ChangePassword,
  type ProfileImagesResponse,
  type UpdateProfileImages,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import { profileEndpoint } from 'shared-contracts/api/search';
import { geocodeEndpoint, updateUserEndpoint, type UserUpdate } from 'shared-contracts/api/signup';
import { callFailure } from '../../shared/errors';

/** The member's own public profile (the preview's), which every change of /profile changes. */
const ownProfile = (profile: number) => [{ type: 'Profile' as const, id: profile }];

/**
 * /profile's reads and writes (docs/product.md §2 My profile, §7), each validated with its schema from
 * shared-contracts. The member's own public profile, as other members see it, is cached under the `Profile` tag of
 * their profile id; every change that succeeds invalidates it, so the preview follows. A photo change names the
 * member's `profile` for that.
 */
export const myProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myPublicProfile: build.query({
      query: (profileId: number) => endpointArgs(profileEndpoint, { query: { profile: String(profileId) } }),
      transformResponse: (raw) => endpointResponse(profileEndpoint)(raw).profile,
      providesTags: (_result, _error, profileId) => ownProfile(profileId),
    }),
    updateUser: build.mutation<UserResponse, UserUpdate>({
      query: (body) => endpointArgs(updateUserEndpoint, { body }),
      transformResponse: endpointResponse(updateUserEndpoint),
      invalidatesTags: (result) => (result ? ownProfile(result.user.profile.id) : []),
    }),
    uploadPhoto: build.mutation<ProfileImagesResponse, { profile: number; file: File }>({
      // The upload signup's photo step makes too: a multipart body, sent as the browser writes it.
      queryFn: async ({ file }) => {
        try {
          const { images, main_image } = await uploadProfilePhoto(file);
          return { data: { images, main_image } };
        } catch (error) {
          return { error: queryError(error) };
        }
      },
      invalidatesTags: (result, _error, { profile }) => (result ? ownProfile(profile) : []),
    }),
    deletePhoto: build.mutation<ProfileImagesResponse, { profile: number; image: number }>({
      query: ({ image }) => endpointArgs(deleteProfileImageEndpoint, { body: { image } }),
      transformResponse: endpointResponse(deleteProfileImageEndpoint),
      invalidatesTags: (result, _error, { profile }) => (result ? ownProfile(profile) : []),
    }),
    updatePhotos: build.mutation<ProfileImagesResponse, { profile: number; change: UpdateProfileImages }>({
      query: ({ change }) => endpointArgs(updateProfileImagesEndpoint, { body: change }),
      transformResponse: endpointResponse(updateProfileImagesEndpoint),
      invalidatesTags: (result, _error, { profile }) => (result ? ownProfile(profile) : []),
    }),
    // The password is not part of any answer cached here.
    changePassword: build.mutation<unknown, ChangePassword>({
      query: (body) => endpointArgs(changePasswordEndpoint, { body }),
    }),
  }),
});

export const {
  useMyPublicProfileQuery,
  useUpdateUserMutation,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
  useUpdatePhotosMutation,
  useChangePasswordMutation,
} = myProfileApi;

/** The geocoding lookup stays a plain call: it runs once per click and its answer goes into the form, not a cache. */
export const geocode = (lat: number, lon: number) =>
  callEndpoint(geocodeEndpoint, { query: { lat: lat.toFixed(5), lon: lon.toFixed(5) } });

/** A failed plain call as RTK Query holds a failed request: its status and the API's error body. */
function queryError(error: unknown): FetchBaseQueryError {
  return error instanceof ApiRequestError
    ? { status: error.status, data: error.body }
    : { status: 'FETCH_ERROR', error: String(error) };
}

/** What to tell the member about a refused photo change (photoUploadProblem, from the answer's status and code). */
export function photoProblem(error: unknown): PhotoUploadProblem {
  const { status, code } = callFailure(error);
  return photoUploadProblem(status === undefined ? error : new ApiRequestError(status, code, code));
}

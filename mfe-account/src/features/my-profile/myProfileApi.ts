import { callEndpoint } from 'shared-contracts';
import { uploadProfilePhoto } from 'shared-contracts/api';
import {
  changePasswordEndpoint,
  deleteProfileImageEndpoint,
  updateProfileImagesEndpoint,
  type ChangePassword,
  type UpdateProfileImages,
} from 'shared-contracts/api/account';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';
import { profileEndpoint } from 'shared-contracts/api/search';
import { geocodeEndpoint, updateUserEndpoint, type UserUpdate } from 'shared-contracts/api/signup';

/**
 * The member's own public profile, as other members see it, cached under the `Profile` tag: every save of /profile
 * invalidates it, so the preview follows.
 */
export const myProfileQueries = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myPublicProfile: build.query({
      query: (profileId: number) => endpointArgs(profileEndpoint, { query: { profile: String(profileId) } }),
      transformResponse: (raw) => endpointResponse(profileEndpoint)(raw).profile,
      providesTags: (_result, _error, profileId) => [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useMyPublicProfileQuery } = myProfileQueries;

/**
 * The changes of /profile (docs/product.md §2 My profile, §7), each validated with its schema from shared-contracts.
 * The geocoding lookup stays a plain call: it runs once per click and its answer goes into the form, not a cache.
 */
export const myProfileApi = {
  updateUser: (update: UserUpdate) => callEndpoint(updateUserEndpoint, { body: update }),
  geocode: (lat: number, lon: number) =>
    callEndpoint(geocodeEndpoint, { query: { lat: lat.toFixed(5), lon: lon.toFixed(5) } }),
  uploadPhoto: uploadProfilePhoto,
  deletePhoto: (image: number) => callEndpoint(deleteProfileImageEndpoint, { body: { image } }),
  updatePhotos: (body: UpdateProfileImages) => callEndpoint(updateProfileImagesEndpoint, { body }),
  changePassword: (body: ChangePassword) => callEndpoint(changePasswordEndpoint, { body }),
};

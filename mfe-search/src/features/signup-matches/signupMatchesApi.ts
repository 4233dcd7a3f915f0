import { searchEndpoint, type SearchProfile } from 'shared-contracts/api/search';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

/** A first look, not the search: enough to like someone before going on. */
export const MATCHES_SHOWN = 6;

/**
 * The new member's first matches: the server's default search, not saved, so the member's first real search still
 * starts from the defaults.
 */
export const signupMatchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSignupMatches: build.query<SearchProfile[], undefined>({
      query: () =>
        endpointArgs(searchEndpoint, {
          query: { source: 'signup-matches', pp: String(MATCHES_SHOWN), auto_load: '1', do_not_save: '1' },
        }),
      transformResponse: (raw) => endpointResponse(searchEndpoint)(raw).profiles.slice(0, MATCHES_SHOWN),
      // Asked afresh on each visit; leaving the page aborts a call still on its way.
      keepUnusedDataFor: 0,
    }),
  }),
});

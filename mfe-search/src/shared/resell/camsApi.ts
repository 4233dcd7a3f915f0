import { skipToken } from '@reduxjs/toolkit/query/react';
import { camSearchEndpoint, type FilterOptions, type Cam } from 'shared-contracts/api/search';
import { baseApi, endpointArgs, endpointResponse } from 'shared-contracts/api-client';

type CamFilters = Pick<FilterOptions, 'gender' | 'min_age' | 'max_age'>;

const wasAborted = (error: unknown) =>
  (error as { error?: { name?: string } } | undefined)?.error?.name === 'AbortError';

/** Live cams matching the search's gender and ages (GET /api/xcams/search.php), for the grid's ONLINE cards. */
export const camsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCams: build.query<Cam[], CamFilters>({
      query: ({ gender, min_age, max_age }) =>
        endpointArgs(camSearchEndpoint, { query: { gender, min_age: String(min_age), max_age: String(max_age) } }),
      transformResponse: (raw) => Object.values(endpointResponse(camSearchEndpoint)(raw).cams),
      // Nothing kept for filters no longer searched: a call still on its way for them is aborted.
      keepUnusedDataFor: 0,
      async onQueryStarted(_filters, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          // docs/product.md §8: failures only reach the console.
          if (wasAborted(error)) console.info('The webcam request was aborted');
          else console.error('The webcam request failed', error);
        }
      },
    }),
  }),
});

const noCams: Cam[] = [];

/** The cams call for the search's filters, or none (`skipToken`) when the member gets no cam cards. */
export function camsAsked(filters: FilterOptions | null, enabled: boolean): CamFilters | typeof skipToken {
  const gender = filters?.gender;
  const minAge = filters?.min_age;
  const maxAge = filters?.max_age;
  return enabled && gender !== undefined && minAge !== undefined && maxAge !== undefined
    ? { gender, min_age: minAge, max_age: maxAge }
    : skipToken;
}

/**
 * The cams for the search's filters when `enabled` (the member gets resell cards), else none; null while the first
 * answer is on its way, so the grid keeps the cam's place rather than move every card after it when it comes. The
 * cams shown stay until those for new filters arrive; the call is aborted when the filters change or the grid goes
 * away.
 */
export function useCams(filters: FilterOptions | null, enabled: boolean): Cam[] | null {
  const asked = camsAsked(filters, enabled);
  const { data, isError } = camsApi.useGetCamsQuery(asked);
  // Skipped, the hook would still answer the last cams it had.
  if (asked === skipToken) return noCams;
  return data ?? (isError ? noCams : null);
}

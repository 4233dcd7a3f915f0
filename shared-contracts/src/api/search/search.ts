import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { textField } from '../input';
import { genderSchema, profileSchema } from '../profile';

/** A whole number in a query string. */
const intParam = (min: number, max: number) =>
  z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.coerce.number<string>().check(z.minimum(min), z.maximum(max)));
const flag = z.optional(z.enum(['0', '1', 'true', 'false']));

/** docs/product.md §9 age buckets: all, 18-25, 26-35, 36-45, 46-55, 56-65, over 65 (from 65). */
export const ageBuckets = [
  { key: 'all', min: 18, max: 100 },
  { key: '18-25', min: 18, max: 25 },
  { key: '26-35', min: 26, max: 35 },
  { key: '36-45', min: 36, max: 45 },
  { key: '46-55', min: 46, max: 55 },
  { key: '56-65', min: 56, max: 65 },
  { key: '65+', min: 65, max: 100 },
] as const;

export const SEARCH_PAGE_SIZE = 12;

/** GET /api/search.php (docs/product.md §7): the first load sends auto_load; later calls send the filters and the page. */
export const searchQuerySchema = z
  .strictObject({
    source: z.optional(textField(32)),
    pp: z.optional(intParam(1, 48)),
    auto_load: flag,
    hideNudity: flag,
    searchAllCountries: flag,
    trafficsource: z.optional(textField(64)),
    country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
    countryregion: z.optional(intParam(0, 100_000)),
    min_age: z.optional(intParam(18, 100)),
    max_age: z.optional(intParam(18, 100)),
    gender: z.optional(genderSchema),
    page: z.optional(intParam(1, 10_000)),
    manual_search: z.optional(z.literal('1')),
    do_not_save: z.optional(z.literal('1')),
  })
  .check(
    z.refine((query) => query.min_age === undefined || query.max_age === undefined || query.min_age <= query.max_age, {
      error: 'min_age_above_max_age',
      path: ['min_age'],
    }),
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A profile as a search card shows it (docs/product.md §2 Member search): the public part of a profile. */
/**
 * How recently a member was here, as a card hints it: `now` with a live page open, `today` within the last 24 hours;
 * null (or absent, from an older server) shows nothing. Never set for a fictional profile: nobody is behind it.
 */
export const activitySchema = z.nullable(z.enum(['now', 'today']));
export type Activity = z.infer<typeof activitySchema>;

export const searchProfileSchema = z.extend(
  z.pick(profileSchema, {
    id: true,
    name: true,
    age: true,
    city: true,
    country: true,
    countryregion: true,
    language: true,
    gender: true,
    main_image: true,
    fictional: true,
  }),
  { active: z.optional(activitySchema) },
);
export type SearchProfile = z.infer<typeof searchProfileSchema>;

export const filterOptionsSchema = z.object({
  gender: genderSchema,
  min_age: z.int(),
  max_age: z.int(),
  country: z.string(),
  countryregion: z.int(),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const searchResponseSchema = z.object({
  profiles: z.array(searchProfileSchema),
  paging: z.object({ num_results: z.int(), page: z.int(), pp: z.int() }),
  filter_options: filterOptionsSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchEndpoint = endpoint({
  method: 'GET',
  path: '/api/search.php',
  query: searchQuerySchema,
  response: searchResponseSchema,
});
/** The query as the apps write it: strings, as in the address. */
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** What every search call carries (docs/product.md §7), whoever searches. */
export interface SearchScope {
  /** The site lets members search every offered country (settings.profileSearch.searchAllCountries). */
  searchAllCountries: boolean;
  /** A logged-out visitor's traffic source, which may entitle them to search (docs/product.md §6). */
  trafficSource?: string;
}

/** The query every search call starts with. */
export function searchScopeQuery(scope: SearchScope): SearchQueryInput {
  return {
    source: 'search',
    pp: String(SEARCH_PAGE_SIZE),
    ...(scope.searchAllCountries ? { searchAllCountries: '1' } : {}),
    ...(scope.trafficSource ? { trafficsource: scope.trafficSource } : {}),
  };
}

/**
 * The members page's first call: the server chooses the filters (the member's last search or defaults) and says
 * which. The server preloads it with a member's page (api/src/routes/web/pages.ts) from this same function, so the
 * page's call takes that answer.
 */
export function firstSearchQuery(scope: SearchScope): SearchQueryInput {
  return { ...searchScopeQuery(scope), auto_load: '1' };
}

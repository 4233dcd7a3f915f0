import {
  firstSearchQuery,
  SEARCH_PAGE_SIZE,
  searchScopeQuery,
  type FilterOptions,
  type SearchProfile,
  type SearchQueryInput,
  type SearchScope,
} from 'shared-contracts/api/search';

/** docs/product.md §9: similar results widen the age range by this many years each way. */
export const SIMILAR_AGE_WIDENING = 5;
const MAX_AGE = 100;

/** What the search's calls depend on: the scope every call carries, and the site's minimum age. */
export interface SearchContext extends SearchScope {
  minimumAge: number;
}

/** One list of results: the pages loaded so far and the count the server gave. */
export interface ResultList {
  pages: Record<number, SearchProfile[]>;
  /** null until the first page of this list answered. */
  total: number | null;
}

export const emptyResultList = (): ResultList => ({ pages: {}, total: null });

export function highestPage(list: ResultList): number {
  return Object.keys(list.pages).reduce((highest, page) => Math.max(highest, Number(page)), 0);
}

export function loadedProfiles(list: ResultList): SearchProfile[] {
  return Object.keys(list.pages)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => list.pages[page] ?? []);
}

/** A list is done when the count is reached or a page came back short (the count may lag a few minutes). */
export function isExhausted(list: ResultList): boolean {
  if (list.total === null) return false;
  const last = list.pages[highestPage(list)];
  return loadedProfiles(list).length >= list.total || (last !== undefined && last.length < SEARCH_PAGE_SIZE);
}

/** A page of results for these filters; manual_search makes them the member's saved search. */
export function pageParams(context: SearchContext, filters: FilterOptions, page: number): SearchQueryInput {
  return {
    ...searchScopeQuery(context),
    country: filters.country,
    countryregion: String(filters.countryregion),
    min_age: String(filters.min_age),
    max_age: String(filters.max_age),
    gender: filters.gender,
    page: String(page),
    manual_search: '1',
  };
}

/** Similar results: the whole country and five more years each way, without saving them as the member's search. */
export function similarFilters(filters: FilterOptions, minimumAge: number): FilterOptions {
  return {
    ...filters,
    countryregion: 0,
    min_age: Math.max(minimumAge, filters.min_age - SIMILAR_AGE_WIDENING),
    max_age: Math.min(MAX_AGE, filters.max_age + SIMILAR_AGE_WIDENING),
  };
}

/** Filters already as wide as similar ones would be have no similar results to offer. */
export function hasSimilarResults(filters: FilterOptions, minimumAge: number): boolean {
  const similar = similarFilters(filters, minimumAge);
  return (
    similar.countryregion !== filters.countryregion ||
    similar.min_age !== filters.min_age ||
    similar.max_age !== filters.max_age
  );
}

export function similarParams(context: SearchContext, filters: FilterOptions, page: number): SearchQueryInput {
  return { ...pageParams(context, similarFilters(filters, context.minimumAge), page), do_not_save: '1' };
}

export interface SearchProgress {
  initialised: boolean;
  filters: FilterOptions | null;
  results: ResultList;
  similar: ResultList;
}

export type NextPage = { list: 'results' | 'similar'; page: number } | null;
export type NextRequest = (NonNullable<NextPage> & { params: SearchQueryInput }) | null;

/**
 * Which page comes next (docs/product.md §4): the first load, then the highest loaded page + 1, and once the results run out
 * the similar results page by page; null when everything is shown.
 */
export function nextPage(progress: SearchProgress, minimumAge: number): NextPage {
  if (!progress.initialised || !progress.filters) return { list: 'results', page: 1 };
  if (!isExhausted(progress.results)) return { list: 'results', page: highestPage(progress.results) + 1 };
  if (!hasSimilarResults(progress.filters, minimumAge) || isExhausted(progress.similar)) return null;
  return { list: 'similar', page: highestPage(progress.similar) + 1 };
}

/** The call that loads the next page: auto_load first, then the filters, similar ones for similar results. */
export function nextRequest(progress: SearchProgress, context: SearchContext): NextRequest {
  const next = nextPage(progress, context.minimumAge);
  if (!next) return null;
  if (!progress.initialised || !progress.filters) return { ...next, params: firstSearchQuery(context) };
  const params =
    next.list === 'results'
      ? pageParams(context, progress.filters, next.page)
      : similarParams(context, progress.filters, next.page);
  return { ...next, params };
}

import { describe, expect, test } from '@jest/globals';
import type { FilterOptions, SearchProfile, SearchQueryInput } from 'shared-contracts/api/search';
import {
  emptyResultList,
  hasSimilarResults,
  isExhausted,
  nextRequest,
  type NextRequest,
  type ResultList,
  type SearchContext,
} from './searchQuery';

const context: SearchContext = { searchAllCountries: false, minimumAge: 18 };
const filters: FilterOptions = { gender: 'female', min_age: 26, max_age: 35, country: 'NL', countryregion: 7 };

const profiles = (count: number, from = 1): SearchProfile[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `P${from + index}`,
    age: 30,
    city: '',
    country: 'NL',
    countryregion: 7,
    language: 'nl',
    gender: 'female',
    main_image: null,
    fictional: false,
  }));

const list = (total: number, ...pageSizes: number[]): ResultList => ({
  total,
  pages: Object.fromEntries(pageSizes.map((size, index) => [index + 1, profiles(size, index * 12 + 1)])),
});

const asObject = (params: SearchQueryInput) => ({ ...params });
const paramsOf = (request: NextRequest) => {
  if (!request) throw new Error('Expected a request');
  return asObject(request.params);
};

describe('nextRequest', () => {
  test('the first load asks with auto_load and no filters', () => {
    const request = nextRequest(
      { initialised: false, filters: null, results: emptyResultList(), similar: emptyResultList() },
      { ...context, trafficSource: 'aff7' },
    );
    expect(request?.list).toBe('results');
    expect(paramsOf(request)).toEqual({ source: 'search', pp: '12', auto_load: '1', trafficsource: 'aff7' });
  });

  test('later pages send the filters, manual_search and the highest loaded page + 1', () => {
    const request = nextRequest(
      { initialised: true, filters, results: list(40, 12, 12), similar: emptyResultList() },
      context,
    );
    expect(request?.list).toBe('results');
    expect(paramsOf(request)).toEqual({
      source: 'search',
      pp: '12',
      country: 'NL',
      countryregion: '7',
      min_age: '26',
      max_age: '35',
      gender: 'female',
      page: '3',
      manual_search: '1',
    });
  });

  test('after the last page come similar results: whole country, five years wider, not saved', () => {
    const request = nextRequest(
      { initialised: true, filters, results: list(30, 12, 12, 6), similar: emptyResultList() },
      context,
    );
    expect(request?.list).toBe('similar');
    expect(paramsOf(request)).toMatchObject({
      countryregion: '0',
      min_age: '21',
      max_age: '40',
      page: '1',
      do_not_save: '1',
      manual_search: '1',
    });
  });

  test('similar pages continue from the highest similar page, and end when they run out', () => {
    const progress = { initialised: true, filters, results: list(5, 5), similar: list(30, 12, 12) };
    expect(paramsOf(nextRequest(progress, context)).page).toBe('3');
    expect(nextRequest({ ...progress, similar: list(30, 12, 12, 6) }, context)).toBeNull();
  });

  test('widening stops at the minimum age and at 100', () => {
    const request = nextRequest(
      {
        initialised: true,
        filters: { ...filters, min_age: 20, max_age: 98 },
        results: list(0, 0),
        similar: emptyResultList(),
      },
      context,
    );
    expect(paramsOf(request)).toMatchObject({ min_age: '18', max_age: '100' });
  });

  test('filters as wide as similar ones would be offer no similar results', () => {
    const widest = { ...filters, countryregion: 0, min_age: 18, max_age: 100 };
    expect(hasSimilarResults(widest, 18)).toBe(false);
    expect(
      nextRequest({ initialised: true, filters: widest, results: list(3, 3), similar: emptyResultList() }, context),
    ).toBeNull();
  });
});

describe('isExhausted', () => {
  test('a list is open until its count is reached or a page comes back short', () => {
    expect(isExhausted(emptyResultList())).toBe(false);
    expect(isExhausted(list(24, 12))).toBe(false);
    expect(isExhausted(list(24, 12, 12))).toBe(true);
    // The cached count may be behind: a short page ends the list anyway.
    expect(isExhausted(list(100, 12, 7))).toBe(true);
  });
});

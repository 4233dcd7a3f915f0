import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { configureApp } from 'shared-contracts';
import type { SearchProfile, SearchResponse } from 'shared-contracts/api/search';
import { rootReducer, settingsLoaded, userCleared } from 'shared-contracts/store';
import { siteSettings } from 'shared-contracts/testing';
import { filtersChanged, loadMoreResults, selectAllShown, selectSearch } from './searchSlice';

const profiles = (count: number, from: number): SearchProfile[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `P${from + index}`,
    age: 30,
    city: '',
    country: 'NL',
    countryregion: 0,
    language: 'nl',
    gender: 'female',
    main_image: null,
    fictional: false,
  }));
const answer = (
  list: SearchProfile[],
  total: number,
  filters: Partial<SearchResponse['filter_options']> = {},
): SearchResponse => ({
  profiles: list,
  paging: { num_results: total, page: 1, pp: 12 },
  filter_options: { gender: 'female', min_age: 18, max_age: 100, country: 'NL', countryregion: 0, ...filters },
});

const originalFetch = globalThis.fetch;
let answers: (() => Promise<SearchResponse>)[];
const calls: URLSearchParams[] = [];

beforeAll(() => configureApp({ apiBaseUrl: 'http://localhost' }));
afterEach(() => {
  globalThis.fetch = originalFetch;
  calls.length = 0;
});

function makeStore() {
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    calls.push(new URL(String(input)).searchParams);
    const next = answers.shift();
    if (!next) throw new Error('No answer prepared');
    return new Response(JSON.stringify(await next()), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(
    settingsLoaded(
      siteSettings({ minimum_age: 18, profileSearch: { searchAllCountries: false, profileDetails: true } }),
    ),
  );
  return store;
}

const loadMore = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(loadMoreResults(selectSearch(store.getState()).generation));

describe('search slice', () => {
  test('the first load takes its filters from the answer; later pages follow them', async () => {
    answers = [
      async () => answer(profiles(12, 1), 20, { min_age: 30, max_age: 40, countryregion: 7 }),
      async () => answer(profiles(8, 13), 20),
    ];
    const store = makeStore();
    await loadMore(store);
    expect(selectSearch(store.getState()).filters).toEqual({
      gender: 'female',
      min_age: 30,
      max_age: 40,
      country: 'NL',
      countryregion: 7,
    });
    await loadMore(store);
    expect(Object.fromEntries(calls[1] ?? [])).toMatchObject({
      min_age: '30',
      max_age: '40',
      countryregion: '7',
      page: '2',
      manual_search: '1',
    });
    expect(Object.keys(selectSearch(store.getState()).results.pages)).toEqual(['1', '2']);
  });

  test('an answer for filters that have since changed is dropped', async () => {
    let release: (value: SearchResponse) => void = () => undefined;
    answers = [
      async () => answer(profiles(12, 1), 40),
      () => new Promise<SearchResponse>((resolve) => (release = resolve)),
      async () => answer(profiles(3, 500), 3),
    ];
    const store = makeStore();
    await loadMore(store);
    const stale = loadMore(store);
    store.dispatch(filtersChanged({ min_age: 26, max_age: 35 }));
    const fresh = loadMore(store);
    release(answer(profiles(12, 13), 40));
    await Promise.all([stale, fresh]);
    const search = selectSearch(store.getState());
    expect(search.results.pages).toEqual({ 1: profiles(3, 500) });
    expect(search.loading).toBe(false);
  });

  test('a country change resets the region; everything shown once results and similar run out', async () => {
    answers = [
      async () => answer(profiles(2, 1), 2, { countryregion: 4, min_age: 30, max_age: 40 }),
      async () => answer(profiles(1, 9), 1),
      async () => answer([], 0),
    ];
    const store = makeStore();
    await loadMore(store);
    store.dispatch(filtersChanged({ country: 'BE' }));
    expect(selectSearch(store.getState()).filters?.countryregion).toBe(0);
    await loadMore(store);
    expect(selectAllShown(store.getState())).toBe(false);
    await loadMore(store);
    expect(Object.fromEntries(calls[2] ?? [])).toMatchObject({
      do_not_save: '1',
      country: 'BE',
      countryregion: '0',
      min_age: '25',
      max_age: '45',
    });
    expect(selectAllShown(store.getState())).toBe(true);
  });

  test('logging out forgets the results', async () => {
    answers = [async () => answer(profiles(12, 1), 30)];
    const store = makeStore();
    await loadMore(store);
    store.dispatch(userCleared({ forced: false }));
    expect(selectSearch(store.getState()).initialised).toBe(false);
    expect(selectSearch(store.getState()).results.pages).toEqual({});
  });
});

import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { configureApp } from 'shared-contracts';
import type { LikesResponse, SearchResponse } from 'shared-contracts/api/search';
import {
  connectStore,
  dynamicMiddleware,
  rootReducer,
  settingsLoaded,
  userCleared,
  userLoaded,
} from 'shared-contracts/store';
import { json, member, mockApi, siteSettings } from 'shared-contracts/testing';
import { likesApi } from '../likesApi';
import { camsApi } from '../resell/camsApi';
import { loadResultsAndLikes, loadSearchFirstView } from './firstView';
import { selectSearch } from './searchSlice';

const firstPage: SearchResponse = {
  profiles: [],
  paging: { num_results: 0, page: 1, pp: 12 },
  filter_options: { gender: 'female', min_age: 25, max_age: 34, country: 'NL', countryregion: 0 },
};
const likes: LikesResponse = { profiles: [], liked_by: [] };

beforeAll(() => configureApp({ apiBaseUrl: '' }));
afterEach(() => {
  jest.restoreAllMocks();
});

function makeStore(user: 'member' | 'visitor') {
  const store = configureStore({
    reducer: rootReducer.inject(likesApi),
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded(siteSettings({ member_resell: ['cams'] })));
  store.dispatch(
    user === 'member'
      ? userLoaded(member({ paid_user: false, signup_date: '2020-01-01T00:00:00.000Z' }))
      : userCleared({ forced: false }),
  );
  return store;
}

const page = { url: new URL('https://lovely.example/members') };

function answerCalls() {
  return mockApi(({ path }) => {
    if (path === '/api/search.php') return json(firstPage);
    if (path === '/api/likes.php') return json(likes);
    if (path === '/api/xcams/search.php') return json({ cams: {} });
    return json({ error: 'not_found', message: path }, 404);
  });
}

describe("the search's first view on the server", () => {
  test('/members loads the results, the likes and the cams for the filters the results came with', async () => {
    const { calls } = answerCalls();
    const store = makeStore('member');
    await loadSearchFirstView(store, page);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/likes.php',
      '/api/search.php',
      '/api/xcams/search.php',
    ]);
    const cams = calls.find((call) => call.path === '/api/xcams/search.php');
    expect(Object.fromEntries(cams?.search ?? [])).toEqual({ gender: 'female', min_age: '25', max_age: '34' });
    // In the cache the page's own hooks read, so the render finds them answered and starts nothing.
    const state = store.getState();
    expect(selectSearch(state).filters).toEqual(firstPage.filter_options);
    expect(likesApi.endpoints.getLikes.select(undefined)(state).data).toEqual(likes);
    expect(camsApi.endpoints.getCams.select({ gender: 'female', min_age: 25, max_age: 34 })(state).data).toEqual([]);
  });

  test('a visitor gets the results alone: no likes, no cams', async () => {
    const { calls } = answerCalls();
    await loadSearchFirstView(makeStore('visitor'), page);
    expect(calls.map((call) => call.path)).toEqual(['/api/search.php']);
  });

  test('the member home’s nearby block loads the results and the likes, not the cams it does not show', async () => {
    const { calls } = answerCalls();
    await loadResultsAndLikes(makeStore('member'), page);
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/likes.php', '/api/search.php']);
  });
});

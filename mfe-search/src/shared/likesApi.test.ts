import { describe, expect, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { LikesResponse } from 'shared-contracts/api/search';
import { connectStore, dynamicMiddleware, rootReducer, userCleared } from 'shared-contracts/store';
import { likesApi } from './likesApi';

const likes: LikesResponse = {
  profiles: [],
  liked_by: [{ id: 7, like_new: true, profile: { id: 7, name: 'Ann', age: 30, city: '', country: 'NL', countryregion: 0, language: 'nl', gender: 'female', main_image: null, fictional: false } }],
};

function makeStore() {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
  connectStore(store.dispatch);
  // The store's type knows the api slice only as lazily injected; the test reads it through the endpoint.
  const cachedLikes = () => likesApi.endpoints.getLikes.select(undefined)(store.getState() as Parameters<ReturnType<typeof likesApi.endpoints.getLikes.select>>[0]).data;
  const dispatch = store.dispatch as (action: unknown) => unknown;
  return { dispatch, cachedLikes };
}

describe('likes cache', () => {
  test('logging out empties the cache, so the next member never sees the last one’s likes', async () => {
    const { dispatch, cachedLikes } = makeStore();
    await dispatch(likesApi.util.upsertQueryData('getLikes', undefined, likes));
    expect(cachedLikes()).toEqual(likes);
    dispatch(userCleared({ forced: false }));
    expect(cachedLikes()).toBeUndefined();
  });
});

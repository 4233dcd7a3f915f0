import { describe, expect, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { LikesResponse } from 'shared-contracts/api/search';
import { connectStore, dynamicMiddleware, rootReducer, userCleared } from 'shared-contracts/store';
import { likesApi } from './likesApi';

const likes: LikesResponse = {
  profiles: [],
  liked_by: [
    {
      id: 7,
      like_new: true,
      profile: {
        id: 7,
        name: 'Ann',
        age: 30,
        city: '',
        country: 'NL',
        countryregion: 0,
        language: 'nl',
        gender: 'female',
        main_image: null,
        fictional: false,
      },
    },
  ],
};

function makeStore() {
  // Importing the API client injected RTK Query's slice already; injecting it here again (the same reducer) tells the
  // store's type that `api` is there.
  const store = configureStore({
    reducer: rootReducer.inject(likesApi),
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);
  const cachedLikes = () => likesApi.endpoints.getLikes.select(undefined)(store.getState()).data;
  return { dispatch: store.dispatch, cachedLikes };
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

import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureApp } from 'shared-contracts';
import { makeStore } from './store';

beforeAll(() => {
  configureApp({ apiBaseUrl: 'http://localhost', packageName: 'web' });
  document.cookie = 'csrf_token=token-123; path=/';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the shared store', () => {
  test('RTK Query joins the store only when a remote first imports the API client, and its calls carry the API headers', async () => {
    const store = makeStore();
    expect('api' in store.getState()).toBe(false);

    const { baseApi } = await import('shared-contracts/api-client');
    const likesApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getLikes: build.query<{ profiles: number[] }, undefined>({ query: () => '/api/likes.php' }),
      }),
    });
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ profiles: [7] }), { headers: { 'content-type': 'application/json' } }),
      );

    const result = await store.dispatch(likesApi.endpoints.getLikes.initiate(undefined));
    expect(result.data).toEqual({ profiles: [7] });
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://localhost/api/likes.php');
    expect(request.headers.get('x-package-name')).toBe('web');
    expect(request.headers.get('x-original-host')).toBe('localhost');
    expect(request.headers.get('x-csrf-token')).toBe('token-123');
    expect(store.getState().api?.queries['getLikes(undefined)']?.status).toBe('fulfilled');
  });
});

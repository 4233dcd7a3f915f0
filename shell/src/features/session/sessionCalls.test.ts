import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureApp } from 'shared-contracts';
import { apiError, json, member, mockApi } from 'shared-contracts/testing';
import { makeShellStore } from '../../../test/shellStore';
import { startSession } from './sessionCalls';

beforeAll(() => configureApp({ apiBaseUrl: 'http://localhost' }));
afterEach(() => {
  document.documentElement.removeAttribute('data-session');
  jest.restoreAllMocks();
});

describe('the session at start-up (docs/product.md §4)', () => {
  test('a page the server marked as coming without a session cookie asks nothing: nobody is logged in', async () => {
    document.documentElement.setAttribute('data-session', 'none');
    const { calls } = mockApi(() => apiError(403, 'not_logged_in'));
    const store = makeShellStore();
    await store.dispatch(startSession());
    expect(calls).toEqual([]);
    expect(store.getState().session).toMatchObject({ status: 'known', user: null, restriction: null });
  });

  test('any other page asks the user call, which answers the member', async () => {
    const anna = member({ id: 4711 });
    const { calls } = mockApi(() => json({ user: anna }));
    const store = makeShellStore();
    await store.dispatch(startSession());
    expect(calls.map((call) => call.path)).toEqual(['/api/user.php']);
    expect(store.getState().session.user?.id).toBe(4711);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { userResponseSchema, type User } from 'shared-contracts/api';
import { configureApp } from 'shared-contracts';
import { secondaryPollDue, userCleared, userLoaded, userRefetchRequested } from 'shared-contracts/store';
import { member as testMember } from 'shared-contracts/testing';
import { makeShellStore, type AppStore } from '../../../test/shellStore';

const member: User = testMember(
  {
    id: 4711,
    email: 'anna@example.com',
    mailprovider: 2,
    fictional_icon: '',
    signup_date: '2024-01-15T09:30:00.000Z',
    email_confirmed: true,
  },
  {
    id: 4711,
    name: 'Anna',
    age: 34,
    city: 'Utrecht',
    country: 'NL',
    countryregion: 9,
    language: 'nl',
    gender: 'female',
    date_of_birth: '1990-03-14',
    main_image: { id: 88, thumb_filename: 'anna-88-thumb.jpg' },
    images: [{ id: 88, thumb_filename: 'anna-88-thumb.jpg', visibility: 'public', reason: null }],
    personal: true,
    lastSignupStep: true,
    fields: { eyecolor: 'blue', relationship: 'single' },
  },
);

const USER_URL = 'http://localhost/api/user.php';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type FetchInput = string | URL | Request;
let fetchMock: jest.Mock<(input: FetchInput, init?: RequestInit) => Promise<Response>>;
let userAnswer: () => Response;
let store: AppStore;
let seen: { type: string; at: number }[];
const originalFetch = globalThis.fetch;
const start = new Date('2024-05-01T12:00:00Z').getTime();

const urlOf = (input: FetchInput) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const userCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input) === USER_URL).length;
const secondsSinceStart = (type: string) =>
  seen.filter((entry) => entry.type === type).map((entry) => (entry.at - start) / 1000);

beforeAll(() => {
  configureApp({ apiBaseUrl: 'http://localhost' });
});

beforeEach(() => {
  jest.useFakeTimers({ now: start });
  userAnswer = () => json({ user: member });
  fetchMock = jest.fn(async (input: FetchInput) => {
    if (urlOf(input) === USER_URL) return userAnswer();
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  store = makeShellStore();
  seen = [];
  store.dispatch(
    addListener({
      predicate: (_action: UnknownAction) => true,
      effect: (action: UnknownAction) => {
        seen.push({ type: action.type, at: Date.now() });
      },
    }),
  );
});

afterEach(() => {
  // Ends the polling loop of this test's store before the next test builds its own.
  if (store.getState().session.user) store.dispatch(userCleared({ forced: false }));
  jest.clearAllTimers();
  jest.useRealTimers();
  globalThis.fetch = originalFetch;
});

describe('session polling', () => {
  test('the test user is a valid user answer', () => {
    expect(userResponseSchema.safeParse({ user: member }).success).toBe(true);
  });

  test('secondaryPollDue fires 1 s after the user is loaded', async () => {
    store.dispatch(userLoaded(member));
    await jest.advanceTimersByTimeAsync(999);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1]);
  });

  test('nothing polls while nobody is logged in', async () => {
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(userCalls()).toBe(0);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([]);
  });

  test('the user call repeats every 60 s, each followed 1 s later by secondaryPollDue', async () => {
    store.dispatch(userLoaded(member));
    await jest.advanceTimersByTimeAsync(59_999);
    expect(userCalls()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(userCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(userCalls()).toBe(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(userCalls()).toBe(3);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1, 61, 121, 181]);
    expect(store.getState().session.user).toEqual(member);
  });

  test('the user call goes to the API with the headers every call carries', async () => {
    store.dispatch(userLoaded(member));
    await jest.advanceTimersByTimeAsync(60_000);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const request = new Request(input as string, init as RequestInit);
    expect(request.method).toBe('GET');
    expect(request.url).toBe(USER_URL);
    expect(request.headers.get('x-package-name')).toBe('web');
    expect(request.credentials).toBe('same-origin');
  });

  test('the store takes the user a poll answers', async () => {
    store.dispatch(userLoaded(member));
    userAnswer = () => json({ user: { ...member, paid_user: true } });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().session.user?.paid_user).toBe(true);
  });

  test('with a push subscription the user call repeats every 300 s instead', async () => {
    const subscribed = { ...member, push_subscribed: true };
    userAnswer = () => json({ user: subscribed });
    store.dispatch(userLoaded(subscribed));
    await jest.advanceTimersByTimeAsync(299_999);
    expect(userCalls()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(userCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(300_000);
    expect(userCalls()).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1, 301, 601]);
  });

  test('a 403 on the user call clears the user, raises loggingOut for 1 s and stops polling', async () => {
    store.dispatch(userLoaded(member));
    userAnswer = () => json({ error: 'not_logged_in', message: 'Not logged in' }, 403);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(userCalls()).toBe(1);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.status).toBe('known');
    expect(store.getState().session.loggingOut).toBe(true);

    await jest.advanceTimersByTimeAsync(999);
    expect(store.getState().session.loggingOut).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().session.loggingOut).toBe(false);

    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(userCalls()).toBe(1);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1]);
  });

  test('polling starts again when the user logs in again', async () => {
    store.dispatch(userLoaded(member));
    userAnswer = () => json({ error: 'not_logged_in', message: 'Not logged in' }, 403);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(userCalls()).toBe(1);

    userAnswer = () => json({ user: member });
    store.dispatch(userLoaded(member));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(userCalls()).toBe(2);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1, 121]);
  });

  test('a logout the user asked for stops polling without the loggingOut flag', async () => {
    store.dispatch(userLoaded(member));
    await jest.advanceTimersByTimeAsync(30_000);
    store.dispatch(userCleared({ forced: false }));
    expect(store.getState().session.loggingOut).toBe(false);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(userCalls()).toBe(0);
    expect(secondsSinceStart(secondaryPollDue.type)).toEqual([1]);
  });

  test('a remote reporting a 403 makes the shell ask for the user at once, which ends an expired session', async () => {
    store.dispatch(userLoaded(member));
    userAnswer = () => json({ error: 'not_logged_in', message: 'Not logged in' }, 403);
    store.dispatch(userRefetchRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(userCalls()).toBe(1);
    expect(store.getState().session.user).toBeNull();
  });
});

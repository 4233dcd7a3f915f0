import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { isChunkLoadError, reloadOnce } from './reloadGuard';

/**
 * jsdom cannot navigate (location.assign only reports "not implemented"), and since jsdom 26 `window.location` and
 * its methods are non-configurable, so neither can be replaced. The Location wrapper forwards `assign` to its
 * implementation object, held under jsdom's `impl` symbol; recording calls there sees exactly what the page asked for.
 */
function recordNavigations(): { assigned: string[]; restore: () => void } {
  const implKey = Object.getOwnPropertySymbols(window.location).find((symbol) => symbol.description === 'impl');
  const impl = implKey && (window.location as unknown as Record<symbol, { assign: (url: string) => void }>)[implKey];
  if (!impl || typeof impl.assign !== 'function') {
    throw new Error('jsdom internals changed: cannot find the Location implementation to record navigations');
  }
  const assigned: string[] = [];
  const spy = jest.spyOn(impl, 'assign').mockImplementation((url: string) => {
    assigned.push(url);
  });
  return { assigned, restore: () => spy.mockRestore() };
}

const start = new Date('2024-05-01T12:00:00Z').getTime();
let navigations: ReturnType<typeof recordNavigations>;

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers({ now: start });
  navigations = recordNavigations();
});

afterEach(() => {
  navigations.restore();
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('reloadOnce', () => {
  test('loads the page fully', () => {
    expect(reloadOnce('/members?page=2')).toBe(true);
    expect(navigations.assigned).toEqual(['/members?page=2']);
  });

  test('does not load the same path again within 10 s', () => {
    reloadOnce('/chats');
    jest.setSystemTime(start + 5_000);
    expect(reloadOnce('/chats')).toBe(false);
    jest.setSystemTime(start + 9_999);
    expect(reloadOnce('/chats')).toBe(false);
    expect(navigations.assigned).toEqual(['/chats']);
  });

  test('loads the path again once 10 s have passed', () => {
    reloadOnce('/chats');
    jest.setSystemTime(start + 10_000);
    expect(reloadOnce('/chats')).toBe(true);
    expect(navigations.assigned).toEqual(['/chats', '/chats']);
  });

  test('the 10 s count from the last reload, not the last attempt', () => {
    reloadOnce('/chats');
    jest.setSystemTime(start + 9_000);
    reloadOnce('/chats');
    jest.setSystemTime(start + 10_500);
    expect(reloadOnce('/chats')).toBe(true);
    jest.setSystemTime(start + 15_000);
    expect(reloadOnce('/chats')).toBe(false);
    expect(navigations.assigned).toEqual(['/chats', '/chats']);
  });

  test('guards each path on its own', () => {
    expect(reloadOnce('/chats')).toBe(true);
    expect(reloadOnce('/profile')).toBe(true);
    expect(reloadOnce('/chats')).toBe(false);
    expect(reloadOnce('/profile')).toBe(false);
    expect(navigations.assigned).toEqual(['/chats', '/profile']);
  });

  test('the guard is kept in sessionStorage, so it outlives the reload it guards', () => {
    reloadOnce('/chats');
    expect(sessionStorage.length).toBeGreaterThan(0);
    sessionStorage.clear();
    expect(reloadOnce('/chats')).toBe(true);
  });

  test('a damaged guard entry does not block reloading', () => {
    sessionStorage.setItem('reload-guard', '{not json');
    expect(reloadOnce('/chats')).toBe(true);
    expect(navigations.assigned).toEqual(['/chats']);
  });
});

describe('isChunkLoadError', () => {
  test('recognises errors named ChunkLoadError', () => {
    const error = new Error('whatever the bundler says');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([
    'Loading chunk 123 failed.',
    'Loading chunk 123 failed.\n(error: https://site.example/static/js/123.js)',
    'Loading CSS chunk 45 failed.',
    'Loading chunk vendors-node_modules_zod failed',
  ])('recognises the message %p', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  test('does not take other errors for chunk load errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  test('does not take non-errors for chunk load errors', () => {
    expect(isChunkLoadError('Loading chunk 123 failed')).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 1 failed' })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

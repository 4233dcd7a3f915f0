import { afterEach, describe, expect, test } from '@jest/globals';
import { z } from 'zod/mini';
import { readCookie } from './http';
import { readPersisted, writePersisted } from './persisted';

const filtersSchema = z.object({ gender: z.enum(['male', 'female']), minAge: z.number() });

function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((part) => part.split('=')[0] ?? '');
}

function setCookie(name: string, rawValue: string): void {
  document.cookie = `${name}=${rawValue}; Path=/`;
}

afterEach(() => {
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('writePersisted', () => {
  test('writes the value as JSON to localStorage', () => {
    writePersisted('filters', { gender: 'female', minAge: 25 });
    expect(JSON.parse(localStorage.getItem('filters') ?? 'null')).toEqual({ gender: 'female', minAge: 25 });
  });

  test('writes the same JSON to a cookie the server can read', () => {
    writePersisted('filters', { gender: 'female', minAge: 25 });
    expect(document.cookie).toContain(`filters=${encodeURIComponent('{"gender":"female","minAge":25}')}`);
    expect(readCookie('filters')).toBe('{"gender":"female","minAge":25}');
  });

  test('a later write replaces the earlier value in both places', () => {
    writePersisted('filters', { gender: 'female', minAge: 25 });
    writePersisted('filters', { gender: 'male', minAge: 40 });
    expect(localStorage.getItem('filters')).toBe('{"gender":"male","minAge":40}');
    expect(readCookie('filters')).toBe('{"gender":"male","minAge":40}');
  });
});

describe('readPersisted', () => {
  test('reads back what was written', () => {
    writePersisted('filters', { gender: 'male', minAge: 30 });
    expect(readPersisted('filters', filtersSchema)).toEqual({ gender: 'male', minAge: 30 });
  });

  test('returns undefined when nothing is stored', () => {
    expect(readPersisted('filters', filtersSchema)).toBeUndefined();
  });

  test('returns undefined for a value that fails the guard', () => {
    writePersisted('filters', { gender: 'other', minAge: 30 });
    expect(readPersisted('filters', filtersSchema)).toBeUndefined();
  });

  test('returns undefined for a value that is not JSON', () => {
    localStorage.setItem('filters', '{gender: male');
    setCookie('filters', 'plain-text');
    expect(readPersisted('filters', filtersSchema)).toBeUndefined();
  });

  test('falls back to the cookie when localStorage lacks the key', () => {
    setCookie('filters', encodeURIComponent('{"gender":"female","minAge":21}'));
    expect(localStorage.getItem('filters')).toBeNull();
    expect(readPersisted('filters', filtersSchema)).toEqual({ gender: 'female', minAge: 21 });
  });

  test('falls back to the cookie when the localStorage value is unusable', () => {
    localStorage.setItem('filters', 'not json');
    setCookie('filters', encodeURIComponent('{"gender":"female","minAge":21}'));
    expect(readPersisted('filters', filtersSchema)).toEqual({ gender: 'female', minAge: 21 });
  });

  test('prefers localStorage when both hold a valid value', () => {
    localStorage.setItem('filters', '{"gender":"male","minAge":50}');
    setCookie('filters', encodeURIComponent('{"gender":"female","minAge":21}'));
    expect(readPersisted('filters', filtersSchema)).toEqual({ gender: 'male', minAge: 50 });
  });

  test('does not confuse keys that share a prefix', () => {
    writePersisted('filters-old', { gender: 'male', minAge: 18 });
    expect(readPersisted('filters', filtersSchema)).toBeUndefined();
  });
});

import { describe, expect, test } from '@jest/globals';
import { dateTimeFormat, displayName, numberFormat, sortByName } from './intl';

describe('country names and their order', () => {
  test('are in the language shown, sorted by its alphabet rather than by code point', () => {
    const codes = ['AT', 'NL', 'DE', 'PL'];
    const german = (code: string) => displayName('region', code, 'de');
    expect(sortByName(codes, german, 'de').map(german)).toEqual(['Deutschland', 'Niederlande', 'Österreich', 'Polen']);
    // The same codes in Polish: "Niemcy" (DE) before "Polska", and "Austria" first.
    const polish = (code: string) => displayName('region', code, 'pl');
    expect(sortByName(codes, polish, 'pl').map(polish)).toEqual(['Austria', 'Holandia', 'Niemcy', 'Polska']);
  });

  test('a code Intl does not know stays a code, and the list it came from is left as it was', () => {
    expect(displayName('region', 'XX', 'en')).toBe('XX');
    expect(displayName('language', 'nl', 'de')).toBe('Niederländisch');
    const codes = ['PL', 'AT'];
    sortByName(codes, (code) => displayName('region', code, 'en'), 'en');
    expect(codes).toEqual(['PL', 'AT']);
  });

  test('a locale that is not one, or an empty code, gives the code back instead of throwing', () => {
    expect(displayName('region', 'NL', 'not a locale!')).toBe('NL');
    expect(displayName('region', '', 'en')).toBe('');
  });
});

describe('formatters', () => {
  test('are made once per locale and options, and format in that locale', () => {
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(
      numberFormat('de', { style: 'currency', currency: 'EUR' }),
    );
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).not.toBe(
      numberFormat('de', { style: 'currency', currency: 'PLN' }),
    );
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(19.99)).toBe('19,99\u00a0€');
    const day = new Date(Date.UTC(2026, 10, 28, 12));
    expect(dateTimeFormat('nl', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('28 november 2026');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('November 28, 2026');
  });
});

import { describe, expect, test } from '@jest/globals';
import { countryName, sortByName } from './format';

describe('country names and their order', () => {
  test('are in the language shown, sorted by its alphabet rather than by code point', () => {
    const codes = ['AT', 'NL', 'DE', 'PL'];
    const german = (code: string) => countryName(code, 'de');
    expect(sortByName(codes, german, 'de').map(german)).toEqual(['Deutschland', 'Niederlande', 'Österreich', 'Polen']);
    // The same codes in Polish: "Niemcy" (DE) before "Polska", and "Austria" first.
    const polish = (code: string) => countryName(code, 'pl');
    expect(sortByName(codes, polish, 'pl').map(polish)).toEqual(['Austria', 'Holandia', 'Niemcy', 'Polska']);
  });

  test('a code Intl does not know stays a code, and the list it came from is left as it was', () => {
    expect(countryName('XX', 'en')).toBe('XX');
    const codes = ['PL', 'AT'];
    sortByName(codes, (code) => countryName(code, 'en'), 'en');
    expect(codes).toEqual(['PL', 'AT']);
  });
});

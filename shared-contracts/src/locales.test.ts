import { describe, expect, test } from '@jest/globals';
import { detectLocale, isLocaleCode, localeCodes, locales, messagesUrl, parseAcceptLanguage } from './locales';

describe('detectLocale', () => {
  test('the locale cookie wins over the browser languages', () => {
    expect(detectLocale('de', ['fr-FR', 'nl'])).toBe('de');
  });

  test('an unknown cookie value is ignored', () => {
    expect(detectLocale('xx', ['fr'])).toBe('fr');
    expect(detectLocale('', ['fr'])).toBe('fr');
  });

  test('without a cookie the first supported preferred language is taken, in order', () => {
    expect(detectLocale(undefined, ['it', 'nl'])).toBe('it');
    expect(detectLocale(null, ['ja', 'pt-BR', 'pl', 'de'])).toBe('pl');
  });

  test('a region tag matches its language', () => {
    expect(detectLocale(undefined, ['nl-BE'])).toBe('nl');
    expect(detectLocale(undefined, ['ES-mx'])).toBe('es');
    expect(detectLocale(undefined, ['de_AT'])).toBe('de');
  });

  test('falls back to English when nothing matches', () => {
    expect(detectLocale(undefined, [])).toBe('en');
    expect(detectLocale('xx', ['ja', 'zh-CN'])).toBe('en');
  });

  test('works on a parsed Accept-Language header', () => {
    expect(detectLocale(undefined, parseAcceptLanguage('ja;q=0.9, fr-CH;q=0.8, nl;q=0.5'))).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  test('orders tags by their q weight, a missing q meaning 1', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CH, en;q=0.9')).toEqual(['fr-CH', 'en', 'de']);
  });

  test('drops tags with q=0', () => {
    expect(parseAcceptLanguage('nl, de;q=0, fr;q=0.3')).toEqual(['nl', 'fr']);
  });

  test('keeps the header order for equal weights', () => {
    expect(parseAcceptLanguage('pl;q=0.7, it;q=0.7, es;q=0.7')).toEqual(['pl', 'it', 'es']);
    expect(parseAcceptLanguage('nl-BE, nl, en')).toEqual(['nl-BE', 'nl', 'en']);
  });

  test('answers an empty list for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  test('drops tags whose weight is not a number', () => {
    expect(parseAcceptLanguage('en;q=abc, de')).toEqual(['de']);
  });
});

describe('messagesUrl', () => {
  test('names the catalog by release hash and locale', () => {
    expect(messagesUrl('abc123', 'nl')).toBe('/_i18n/abc123/nl/messages.json');
  });

  test('a new hash gives a new URL, so cached catalogs are never stale', () => {
    expect(messagesUrl('one', 'en')).not.toBe(messagesUrl('two', 'en'));
  });
});

describe('locale list', () => {
  test('every locale code has exactly one entry and is recognised', () => {
    expect(locales.map((entry) => entry.code)).toEqual([...localeCodes]);
    for (const code of localeCodes) expect(isLocaleCode(code)).toBe(true);
    expect(isLocaleCode('nl-BE')).toBe(false);
  });
});

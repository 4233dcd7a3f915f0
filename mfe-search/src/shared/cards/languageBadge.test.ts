import { describe, expect, test } from '@jest/globals';
import { languageBadge } from './languageBadge';

describe('languageBadge', () => {
  test('no badge when the member speaks the interface language', () => {
    expect(languageBadge({ language: 'nl', country: 'NL' }, 'nl')).toBeNull();
    expect(languageBadge({ language: 'en', country: 'GB' }, 'en-US')).toBeNull();
  });

  test('a badge with the language when it differs from the locale', () => {
    expect(languageBadge({ language: 'de', country: 'AT' }, 'nl')).toBe('de');
    expect(languageBadge({ language: 'en_GB', country: 'IE' }, 'pl')).toBe('en');
  });

  test('always a badge in the multilingual countries CA, BE, CH and FI', () => {
    for (const country of ['CA', 'BE', 'CH', 'FI']) expect(languageBadge({ language: 'fr', country }, 'fr')).toBe('fr');
    expect(languageBadge({ language: 'fr', country: 'FR' }, 'fr')).toBeNull();
  });

  test('no badge for a profile without a language', () => {
    expect(languageBadge({ language: '', country: 'BE' }, 'nl')).toBeNull();
  });
});

import { describe, expect, test } from '@jest/globals';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('an age in words', () => {
  test.each([
    [40, 'en-GB', '40 seconds ago'],
    [59 * 60, 'en-GB', '59 minutes ago'],
    [90 * 60, 'en-GB', '1 hour ago'],
    [47 * 3600, 'en-GB', '47 hours ago'],
    [3 * 86400 + 3600, 'en-GB', '3 days ago'],
    [20 * 86400, 'en-GB', '2 weeks ago'],
    [100 * 86400, 'en-GB', '3 months ago'],
    [800 * 86400, 'en-GB', '2 years ago'],
    [3 * 86400, 'de-DE', 'vor 3 Tagen'],
    [5 * 3600, 'nl-NL', '5 uur geleden'],
  ])('%i seconds ago in %s: %s', (seconds, locale, words) => {
    expect(relativeTime(before(seconds), locale, now)).toBe(words);
  });
});

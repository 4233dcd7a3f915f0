import { afterEach, describe, expect, test } from '@jest/globals';
import { readCookie } from '../http';
import { writePersisted } from '../persisted';
import {
  clearMatchFinderAnswers,
  initialSearchFromAnswers,
  initialSearchSchema,
  MATCH_FINDER_ANSWERS_KEY,
  MATCH_FINDER_ANSWERS_MAX_AGE_MS,
  matchCountQuery,
  matchCountQuerySchema,
  readMatchFinderAnswers,
  seekingOptions,
  writeMatchFinderAnswers,
} from './memberLanders';
import { signupRequestSchema } from './signup/account';

const answers = { seeking: 'female', min_age: 26, max_age: 35, country: 'NL', countryregion: 4 } as const;
const now = Date.UTC(2030, 5, 1);

afterEach(() => {
  clearMatchFinderAnswers();
});

describe('the match finder answers', () => {
  test('are kept in a cookie and localStorage and read back with when they were given', () => {
    writeMatchFinderAnswers(answers, now);
    expect(readMatchFinderAnswers(now + 1000)).toEqual({ ...answers, saved_at: now });
    expect(JSON.parse(readCookie(MATCH_FINDER_ANSWERS_KEY) ?? '')).toEqual({ ...answers, saved_at: now });
    localStorage.clear();
    // The cookie alone still carries them.
    expect(readMatchFinderAnswers(now)).toEqual({ ...answers, saved_at: now });
  });

  test('are forgotten once cleared, when too old, or when given "in the future"', () => {
    writeMatchFinderAnswers(answers, now);
    expect(readMatchFinderAnswers(now + MATCH_FINDER_ANSWERS_MAX_AGE_MS)).toBeDefined();
    expect(readMatchFinderAnswers(now + MATCH_FINDER_ANSWERS_MAX_AGE_MS + 1)).toBeUndefined();
    expect(readMatchFinderAnswers(now - 60_000)).toBeUndefined();
    clearMatchFinderAnswers();
    expect(readMatchFinderAnswers(now)).toBeUndefined();
  });

  test('stored by someone else in another shape are ignored, and malformed ones are never written', () => {
    writePersisted(MATCH_FINDER_ANSWERS_KEY, { ...answers, seeking: 'anyone', saved_at: now });
    expect(readMatchFinderAnswers(now)).toBeUndefined();
    writePersisted(MATCH_FINDER_ANSWERS_KEY, { ...answers, min_age: 50, max_age: 30, saved_at: now });
    expect(readMatchFinderAnswers(now)).toBeUndefined();
    expect(() => writeMatchFinderAnswers({ ...answers, country: 'nl' }, now)).toThrow();
  });

  test("become the signup payload's first search; looking for both leaves the gender out", () => {
    const search = initialSearchFromAnswers({ ...answers, saved_at: now });
    expect(search).toEqual({ gender: 'female', min_age: 26, max_age: 35, country: 'NL', countryregion: 4 });
    expect(initialSearchFromAnswers({ ...answers, seeking: 'both', saved_at: now })).toEqual({
      min_age: 26,
      max_age: 35,
      country: 'NL',
      countryregion: 4,
    });
    const payload = { email: 'a@example.org', name: 'A', password: 'p', token: 't', country: 'NL', search };
    expect(signupRequestSchema.parse(payload).search).toEqual(search);
    expect(initialSearchSchema.safeParse({ ...search, min_age: 40, max_age: 30 }).success).toBe(false);
    expect(initialSearchSchema.safeParse({ ...search, gender: 'both' }).success).toBe(false);
  });

  test('ask the count call with strings the count query accepts; region 0 and "both" are left out', () => {
    const query = matchCountQuery(answers);
    expect(query).toEqual({ gender: 'female', min_age: '26', max_age: '35', country: 'NL', countryregion: '4' });
    expect(matchCountQuerySchema.parse(query)).toEqual({
      gender: 'female',
      min_age: 26,
      max_age: 35,
      country: 'NL',
      countryregion: 4,
    });
    expect(matchCountQuery({ ...answers, seeking: 'both', countryregion: 0 })).toEqual({
      min_age: '26',
      max_age: '35',
      country: 'NL',
    });
  });
});

describe('seekingOptions', () => {
  test('offers women, men or both on a general site, only men on the gay niche, only women on the women niches', () => {
    expect(seekingOptions(1)).toEqual(['female', 'male', 'both']);
    expect(seekingOptions(3)).toEqual(['female', 'male', 'both']);
    expect(seekingOptions(7)).toEqual(['male']);
    for (const niche of [2, 4, 5, 6]) expect(seekingOptions(niche)).toEqual(['female']);
  });
});

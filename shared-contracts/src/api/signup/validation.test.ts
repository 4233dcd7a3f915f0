import { describe, expect, test } from '@jest/globals';
import { accountFormSchema, accountSchema, personalFormSchema, profileDetailsFormSchema } from './account';
import { ageOn, dateOfBirthField, isRealDate } from './validation';

const fieldMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [String(issue.path[0]), issue.message]));

describe('account rules (docs/product.md §5), shared by the form and the API', () => {
  const valid = { email: 'robin@example.com', name: 'Robin', password: 'secret' };

  test('a well-formed account passes and is trimmed', () => {
    expect(accountSchema.parse({ ...valid, email: ' robin@example.com ', name: ' Robin ' })).toEqual(valid);
  });

  test.each([
    ['an empty e-mail', { email: '' }, { email: 'required' }],
    ['a malformed e-mail', { email: 'robin@' }, { email: 'invalid_email' }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, { email: 'max_length' }],
    ['an empty name', { name: '' }, { name: 'required' }],
    ['a name over 150 characters', { name: 'n'.repeat(151) }, { name: 'max_length' }],
    ['a name starting with @', { name: '@robin' }, { name: 'name_starts_with_at' }],
    ['a name equal to the e-mail', { name: 'ROBIN@example.com' }, { name: 'name_equal_to_email' }],
    ['an empty password', { password: '' }, { password: 'required' }],
  ])('%s gets its message key', (_label, change, expected) => {
    expect(fieldMessages(accountSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  test('the name rules are judged while other fields are still empty, as the form shows them while typing', () => {
    const blank = { email: '', name: '', password: '', terms: false };
    expect(fieldMessages(accountFormSchema.safeParse({ ...blank, name: '@robin' })).name).toBe('name_starts_with_at');
    expect(
      fieldMessages(accountFormSchema.safeParse({ ...blank, email: 'robin@example.com', name: 'Robin@Example.com' }))
        .name,
    ).toBe('name_equal_to_email');
  });

  test('the form also needs the terms accepted', () => {
    expect(fieldMessages(accountFormSchema.safeParse({ ...valid, terms: false }))).toEqual({ terms: 'terms_required' });
    expect(accountFormSchema.safeParse({ ...valid, terms: true }).success).toBe(true);
  });
});

describe('date of birth (docs/product.md §5)', () => {
  const today = () => new Date(Date.UTC(2026, 10, 21));

  test.each(['2000-02-29', '1990-12-31', '2008-11-21'])('%s is a real date of someone 18 or older', (date) => {
    expect(dateOfBirthField(18, today).safeParse(date).success).toBe(true);
  });

  test.each(['2001-02-29', '1990-00-10', '1990-04-00', '1990-13-01', '90-01-01', '2008-11-22', '1925-11-20'])(
    '%s is refused with date_of_birth_error',
    (date) => {
      const result = dateOfBirthField(18, today).safeParse(date);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('date_of_birth_error');
    },
  );

  test('the minimum age comes from the settings', () => {
    expect(dateOfBirthField(21, today).safeParse('2006-01-01').success).toBe(false);
    expect(dateOfBirthField(21, today).safeParse('2005-11-21').success).toBe(true);
  });

  test('ages count whole years, birthdays included', () => {
    expect(ageOn('2000-11-21', today())).toBe(26);
    expect(ageOn('2000-11-22', today())).toBe(25);
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
  });
});

describe('the profile forms (signup step 4, /profile), checked with the same rules', () => {
  const today = new Date();
  const yearsAgo = (years: number) => `${today.getUTCFullYear() - years}-01-01`;
  const personal = { gender: '', date_of_birth: '', fields: { about_me: ' Hi ' } };

  test('the date of birth may be left out; the texts are trimmed', () => {
    expect(personalFormSchema(18).parse(personal)).toEqual({ ...personal, fields: { about_me: 'Hi' } });
    expect(personalFormSchema(18).safeParse({ ...personal, date_of_birth: yearsAgo(30) }).success).toBe(true);
  });

  test.each([
    ['a part still missing', '1990--05'],
    ['31 February', '1990-02-31'],
    ['younger than the minimum age', yearsAgo(10)],
  ])('a date of birth with %s gets the date message', (_label, date) => {
    expect(fieldMessages(personalFormSchema(18).safeParse({ ...personal, date_of_birth: date }))).toEqual({
      date_of_birth: 'date_of_birth_error',
    });
  });

  test.each([
    ['empty', ' ', 'required'],
    ['starting with @', '@sam', 'name_starts_with_at'],
    ["the member's own address", 'SAM@example.org', 'name_equal_to_email'],
  ])('a name %s gets its message key on /profile', (_label, name, message) => {
    const schema = profileDetailsFormSchema('sam@example.org', 18);
    const place = { country: 'NL', countryregion: 5, city: 'Utrecht' };
    expect(fieldMessages(schema.safeParse({ ...personal, ...place, name }))).toEqual({ name: message });
    expect(schema.parse({ ...personal, ...place, name: ' Sam ' })).toMatchObject({ name: 'Sam', ...place });
  });
});

import { z } from 'zod/mini';

/**
 * Message keys of SPEC §5. Schemas report these instead of prose; the browser translates them
 * (namespace `signup`, `validation.<key>`) and the API answers them per field, so both say the same thing.
 */
export const validationMessages = {
  required: 'required',
  invalidEmail: 'invalid_email',
  minLength: 'min_length',
  maxLength: 'max_length',
  nameStartsWithAt: 'name_starts_with_at',
  nameEqualToEmail: 'name_equal_to_email',
  dateOfBirth: 'date_of_birth_error',
  notAllowed: 'not_allowed',
} as const;

const m = validationMessages;

export const requiredText = (max: number) =>
  z.string({ error: m.required }).check(z.trim(), z.minLength(1, { error: m.required, abort: true }), z.maxLength(max, { error: m.maxLength }));

export const emailField = z
  .string({ error: m.required })
  .check(z.trim(), z.minLength(1, { error: m.required, abort: true }), z.maxLength(254, { error: m.maxLength }), z.email({ error: m.invalidEmail }));

/** Whole years from `birthdate` (YYYY-MM-DD) to `today`. */
export function ageOn(birthdate: string, today: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A real calendar date, no 00 placeholders, not 31 February. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Date of birth rule of SPEC §5: a real date, the user between `minimumAge` and 100 years old. */
export function dateOfBirthField(minimumAge: number, today: () => Date = () => new Date()) {
  return z.string().check(
    z.refine((value) => {
      if (!isRealDate(value)) return false;
      const age = ageOn(value, today());
      return age >= minimumAge && age <= 100;
    }, { error: m.dateOfBirth }),
  );
}

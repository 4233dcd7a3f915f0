import { z } from 'zod/mini';
import { isCleanText, validationMessages as m } from '../input';

export const emailField = z
  .string({ error: m.required })
  .check(
    z.refine(isCleanText, { error: m.invalidEmail, abort: true }),
    z.trim(),
    z.minLength(1, { error: m.required, abort: true }),
    z.maxLength(254, { error: m.maxLength }),
    z.email({ error: m.invalidEmail }),
  );

/** Whole years from `birthdate` (YYYY-MM-DD) to `today`. */
export function ageOn(birthdate: string, today: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
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

/** Date of birth rule of docs/product.md §5: a real date, the user between `minimumAge` and 100 years old. */
export function dateOfBirthField(minimumAge: number, today: () => Date = () => new Date()) {
  return z.string().check(
    z.refine(
      (value) => {
        if (!isRealDate(value)) return false;
        const age = ageOn(value, today());
        return age >= minimumAge && age <= 100;
      },
      { error: m.dateOfBirth },
    ),
  );
}

/**
 * A date of birth a form may leave out (signup step 4, /profile): '' when no part is chosen, else the rule above. The
 * form joins its three selects as YYYY-MM-DD, so a date with a part still missing fails that rule.
 */
export function optionalDateOfBirthField(minimumAge: number, today: () => Date = () => new Date()) {
  const rule = dateOfBirthField(minimumAge, today);
  return z.string().check(z.refine((value) => value === '' || rule.safeParse(value).success, { error: m.dateOfBirth }));
}

import { z } from 'zod/mini';

/**
 * Message keys of the validation rules (docs/product.md §5). Schemas report these instead of prose; the browser
 * translates them (namespace `signup`, `validation.<key>`) and the API answers them per field, so both say the same.
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
  invalidCharacters: 'invalid_characters',
  invalidId: 'invalid_id',
} as const;

const m = validationMessages;

/**
 * Control characters (Cc; NUL above all: PostgreSQL text cannot hold it) and unpaired UTF-16 surrogates (Cs: in a
 * `u` regular expression a proper pair is one code point, so only a lone half matches; not encodable as UTF-8) have
 * no place in any text a client sends. Tab, newline and carriage return are ordinary text.
 */
const FORBIDDEN_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const isCleanText = (value: string) => !FORBIDDEN_CHARACTERS.test(value);

/**
 * Invisible formatting characters (Unicode category Cf: bidi overrides and isolates, zero-width spaces, the BOM, tag
 * characters) and the blank fillers used to fake an empty name. In a name they only serve to disguise it: U+202E
 * turns "evil, 36" into "63 ,live". Zero-width (non-)joiners stay: emoji sequences and Persian or Indic names need them.
 */
const INVISIBLE_FORMATTING = /(?![\u200C\u200D])[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export const withoutInvisibleFormatting = (value: string) => value.replace(INVISIBLE_FORMATTING, '');

/** The one rule for free text a client sends: at most `max` characters, none of the forbidden ones. */
export const textField = (max: number) =>
  z.string().check(z.maxLength(max, { error: m.maxLength }), z.refine(isCleanText, { error: m.invalidCharacters }));

/** A name or place shown to other members: free text without invisible formatting, in NFC, trimmed. */
export const displayText = (max: number, options: { required?: boolean } = {}) =>
  z
    .string({ error: m.required })
    .check(
      z.refine(isCleanText, { error: m.invalidCharacters, abort: true }),
      z.overwrite(withoutInvisibleFormatting),
      z.normalize(),
      z.trim(),
      ...(options.required ? [z.minLength(1, { error: m.required, abort: true })] : []),
      z.maxLength(max, { error: m.maxLength }),
    );

/**
 * One of a fixed list of values a person picks (a rule, a direction): none picked (absent, or a form's empty choice)
 * is `required`, anything not on the list `not_allowed`.
 */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? m.required : m.notAllowed) });

/** A country as ISO 3166-1 alpha-2, in capitals (`NL`). */
export const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, { error: m.notAllowed }));

/** Ids and counts are PostgreSQL `integer`s: at most 2³¹−1. Anything larger can name nothing. */
export const MAX_ID = 2_147_483_647;

/** A whole number from `min` to 2³¹−1 in a JSON body. */
export const intField = (min: number, options: { error?: string } = {}) => {
  const error = options.error ?? m.invalidId;
  return z.int({ error }).check(z.minimum(min, { error }), z.maximum(MAX_ID, { error }));
};

/** The one rule for an id a client sends in a JSON body. */
export const idField = intField(1);

/** The same rule for an id in a query string. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/, { error: m.invalidId })),
  z.coerce.number<string>().check(z.minimum(1, { error: m.invalidId }), z.maximum(MAX_ID, { error: m.invalidId })),
);

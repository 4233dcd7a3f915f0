/**
 * The errors a call answers with, as thrown by routes and services alike: plugins/errors.ts turns each into its
 * `{error, message, fields?}` answer. Plain values, so every layer may throw them.
 */

/** A thrown error that the error handler answers with its status, code and, for invalid input, the fields. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly credits?: { price: number; balance: number },
  ) {
    super(message);
  }
}

/** 429 with the seconds to wait, which the answer's Retry-After header carries (plugins/errors.ts). */
export class ThrottledError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

/** 404 for a profile that does not exist, is not public, or is hidden from the asker by a block: all look the same. */
export const noSuchMember = () => new HttpError(404, 'no_profile', 'No such member');

/**
 * 404 for a conversation that does not exist and for one the asker may not read (not a side of it; for a moderator,
 * not named by a report of the case): all look the same.
 */
export const noSuchConversation = () => new HttpError(404, 'no_conversation', 'No such conversation');

/** 400 naming each invalid field's message key, the same key the browser's form shows. */
export function invalidFields(fields: Record<string, string>): HttpError {
  return new HttpError(
    400,
    'validation',
    `Invalid: ${Object.entries(fields)
      .map(([field, key]) => `${field} (${key})`)
      .join(', ')}`,
    fields,
  );
}

/**
 * The first issue per field of a failed zod parse: per top-level field (the member calls' answers, as the SPEC fixes
 * them), or with `nested` per path (`settings.countries.2`), as the console's forms of nested objects name their
 * fields.
 */
export function fieldsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  { nested = false } = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (nested ? issue.path.map(String).join('.') : String(issue.path[0] ?? '')) || '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The answer to a visitor on a member-only call (docs/product.md §8: a 403 clears the user in the app). */
export const notLoggedIn = () => new HttpError(403, 'not_logged_in', 'Log in to continue');

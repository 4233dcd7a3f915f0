import { z } from 'zod/mini';
import { endpoint, literalQuery } from '../endpoint';
import { accountShape } from '../signup/account';
import { emailField } from '../signup/validation';

/**
 * POST /api/mail_change.php {email, password}: asks to move the account to a new address (docs/product.md §2
 * /notifications). The address follows signup's rules and must be free on the site; the current password proves it is
 * the member. A link goes to the new address, a notice to the old one.
 */
export const mailChangeRequestSchema = z.strictObject({ email: emailField, password: accountShape.password });
export type MailChangeRequest = z.infer<typeof mailChangeRequestSchema>;

/**
 * Both shapes answer an address: the request the one the link went to, the link the account's new one. (One route
 * serves both shapes, with one answer schema.)
 */
export const mailChangeResponseSchema = z.object({ email: z.string() });

export const mailChangeRequestEndpoint = endpoint({
  method: 'POST',
  path: '/api/mail_change.php',
  fixedQuery: {},
  body: mailChangeRequestSchema,
  response: mailChangeResponseSchema,
});

/** The secret of a change link: 43 URL-safe characters (32 random bytes). */
export const mailChangeTokenSchema = z.string().check(z.regex(/^[\w-]{43}$/, { error: 'mail_change_link_invalid' }));

/** The error of a link that is unknown, used or expired (or whose address was taken meanwhile): one answer for all. */
export const MAIL_CHANGE_LINK_INVALID = 'mail_change_link_invalid';

/** POST /api/mail_change.php?do=1 {token}: applies the change of the link; answers the account's new address. */
const doQuery = { do: '1' } as const;
export const mailChangeDoEndpoint = endpoint({
  method: 'POST',
  path: '/api/mail_change.php',
  fixedQuery: doQuery,
  query: literalQuery(doQuery),
  body: z.strictObject({ token: mailChangeTokenSchema }),
  response: mailChangeResponseSchema,
});

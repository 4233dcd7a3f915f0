import { z } from 'zod/mini';
import { endpoint, literalQuery } from '../endpoint';
import { accountShape } from '../signup/account';
import { emailField } from '../signup/validation';

/**
 * POST /api/reset_password.php {email}: asks for a reset link. The answer is the same whether or not the address has
 * an account, so nobody learns which addresses have one (docs/product.md §2 /reset-password).
 */
export const resetPasswordRequestSchema = z.strictObject({ email: emailField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The secret of a reset link: 43 URL-safe characters (32 random bytes). */
export const resetTokenSchema = z.string().check(z.regex(/^[\w-]{43}$/, { error: 'reset_link_invalid' }));

/** POST /api/reset_password.php?do=1 {token, password}: sets the new password (the signup rules) with the link. */
export const resetPasswordDoSchema = z.strictObject({ token: resetTokenSchema, password: accountShape.password });
export type ResetPasswordDo = z.infer<typeof resetPasswordDoSchema>;

/** The error of a link that is unknown, used or expired: one answer for all three. */
export const RESET_LINK_INVALID = 'reset_link_invalid';

export const resetPasswordResponseSchema = z.object({ done: z.literal(true) });

export const resetPasswordRequestEndpoint = endpoint({
  method: 'POST',
  path: '/api/reset_password.php',
  fixedQuery: {},
  body: resetPasswordRequestSchema,
  response: resetPasswordResponseSchema,
});

const doQuery = { do: '1' } as const;
export const resetPasswordDoEndpoint = endpoint({
  method: 'POST',
  path: '/api/reset_password.php',
  fixedQuery: doQuery,
  query: literalQuery(doQuery),
  body: resetPasswordDoSchema,
  response: resetPasswordResponseSchema,
});

import { z } from 'zod/mini';
import { doneSchema } from './errors';
import { endpoint } from './endpoint';
import { textField } from './input';
import { userResponseSchema } from './user';
export { userResponseSchema as loginResponseSchema } from './user';

/** POST /api/login.php */
export const loginRequestSchema = z.strictObject({
  email: textField(254).check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The one message for any wrong e-mail/password pair, so a response never reveals which accounts exist. */
export const INVALID_CREDENTIALS = 'invalid_credentials';
/** 429: too many failed logins for this address; the owner's known browsers are not held back. */
export const ACCOUNT_THROTTLED = 'account_throttled';

export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/login.php',
  body: loginRequestSchema,
  response: userResponseSchema,
});

/** GET /api/logout.php answers the word `done` as text/plain, so the apps read it with apiFetch, not as JSON. */
export const logoutEndpoint = endpoint({
  method: 'GET',
  path: '/api/logout.php',
  response: doneSchema,
  // A GET that ends the session (docs/product.md §7): another site must not log a member out.
  csrf: 'checkedGet',
});

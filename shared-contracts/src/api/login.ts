import { z } from 'zod/mini';
import { textField } from './input';
export { userResponseSchema as loginResponseSchema } from './user';

/** POST /api/login.php */
export const loginRequestSchema = z.object({
  email: textField(254).check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The one message for any wrong e-mail/password pair, so a response never reveals which accounts exist. */
export const INVALID_CREDENTIALS = 'invalid_credentials';
/** 429: too many failed logins for this address; the owner's known browsers are not held back. */
export const ACCOUNT_THROTTLED = 'account_throttled';

import { z } from 'zod/mini';
export { userResponseSchema as loginResponseSchema } from './user';

/** POST /api/login.php */
export const loginRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The one message for any wrong e-mail/password pair, so a response never reveals which accounts exist. */
export const INVALID_CREDENTIALS = 'invalid_credentials';

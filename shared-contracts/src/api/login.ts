import { z } from 'zod';
export { userResponseSchema as loginResponseSchema } from './user';

/** POST /api/login.php */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The one message for any wrong e-mail/password pair, so a response never reveals which accounts exist. */
export const INVALID_CREDENTIALS = 'invalid_credentials';

import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { profileSchema } from './profile';

/** GET /api/user.php → {user}; 403 when nobody is logged in (docs/product.md §7). */
export const userSchema = z.object({
  loggedIn: z.literal(true),
  id: z.int(),
  email: z.string(),
  mailprovider: z.int(),
  fictional_icon: z.string(),
  profile: profileSchema,
  paid_user: z.boolean(),
  /** ISO timestamp; cam and advert eligibility is measured from it (docs/product.md §6). */
  signup_date: z.string(),
  push_subscribed: z.boolean(),
  /** Whether the member has clicked the activation link; until then the profile is not public. */
  email_confirmed: z.boolean(),
  /** Message credits left (a message costs settings.message_credits). */
  credits: z.int(),
  /** ISO timestamp until which the member sends messages without spending credits; null without premium. */
  premium_until: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** The end of the member's premium membership while it lasts (messages are free then); null without one. */
export function activePremiumUntil(user: Pick<User, 'premium_until'>, now: number = Date.now()): string | null {
  return user.premium_until !== null && Date.parse(user.premium_until) > now ? user.premium_until : null;
}

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/user.php: the logged-in member; 403 for a visitor. */
export const userEndpoint = endpoint({ method: 'GET', path: '/api/user.php', response: userResponseSchema });

import { z } from 'zod/mini';
import { choiceField } from './input';

/**
 * The rules of the terms a moderation decision rests on (docs/operators.md "Trust & safety"): named in the decision,
 * in the statement of reasons the member gets (translated, with a link to the terms) and in the transparency counts.
 */
export const moderationGrounds = [
  'nudity',
  'sexual_content',
  'fake_profile',
  'impersonation',
  'harassment',
  'hate',
  'underage',
  'scam',
  'spam',
  'illegal',
  'other',
] as const;
export type ModerationGround = (typeof moderationGrounds)[number];

/**
 * The one rule for a ground a moderator sends, in the console's forms and on the server alike: none chosen is
 * `required` (no form preselects a ground), anything else not on the list `not_allowed`.
 */
export const moderationGroundSchema = choiceField(moderationGrounds);

/** A stored ground as one of today's: one stored before a ground was renamed or dropped reads as "other". */
export const knownGround = (ground: string): ModerationGround =>
  (moderationGrounds as readonly string[]).includes(ground) ? (ground as ModerationGround) : 'other';

/**
 * What a decision does. `approve_photo` and `dismiss` restrict nothing and send no statement. `hold_photo` is the
 * classifier's: a photo scored over the site's threshold waits for a moderator instead of going public.
 */
export const moderationActions = [
  'dismiss',
  'warn',
  'remove_photo',
  'remove_text',
  'suspend',
  'ban',
  'approve_photo',
  'reject_photo',
  'hold_photo',
  'lift',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Visibility of a photo to other members (profile_images.visibility). */
export const photoVisibilities = ['pending', 'public', 'rejected', 'removed'] as const;
export type PhotoVisibility = (typeof photoVisibilities)[number];

/** An appeal is possible this long after the statement (DSA art. 20: at least six months). */
export const APPEAL_WINDOW_DAYS = 183;

/**
 * How a site moderates photos (sites.moderation; edited in the console): `pre`, every photo waits for a moderator;
 * `post` (the default), photos scoring under `threshold` go public at once and join the review queue, photos over it
 * wait for a moderator. `hideNudity=1` on search hides profiles whose main photo scores over the threshold.
 */
export const moderationSettingsSchema = z.strictObject({
  mode: z.enum(['pre', 'post']),
  threshold: z.number().check(z.minimum(0), z.maximum(1)),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;
export const defaultModerationSettings: ModerationSettings = { mode: 'post', threshold: 0.8 };

/**
 * The decisions that restrict a member and so send a statement of reasons (DSA art. 17) that may be appealed (art.
 * 20): all but dismissals, photo approvals and lifting a restriction.
 */
export const statementActions = [
  'warn',
  'remove_photo',
  'remove_text',
  'suspend',
  'ban',
  'reject_photo',
  'hold_photo',
] as const;
export type StatementAction = (typeof statementActions)[number];
export const isStatementAction = (action: string): action is StatementAction =>
  (statementActions as readonly string[]).includes(action);

/** A member's restriction (members.restriction): suspended until a time, or banned. */
export const restrictions = ['suspended', 'banned'] as const;
export type Restriction = (typeof restrictions)[number];

/**
 * 403 on GET /api/user.php and on a correct login for a suspended or banned member: the shell goes to /pages/ban,
 * the only page such a member may use (docs/product.md "Decisions about your account").
 */
export const ACCOUNT_SUSPENDED = 'account_suspended';
export const ACCOUNT_BANNED = 'account_banned';
export const restrictionErrors = { suspended: ACCOUNT_SUSPENDED, banned: ACCOUNT_BANNED } as const;
/** The restriction a 403's error code names, or null for any other code. */
export function restrictionOfError(code: string | undefined): Restriction | null {
  if (code === ACCOUNT_SUSPENDED) return 'suspended';
  if (code === ACCOUNT_BANNED) return 'banned';
  return null;
}

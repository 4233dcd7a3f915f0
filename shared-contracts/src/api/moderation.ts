import { z } from 'zod/mini';

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

import { z } from 'zod/mini';
import { displayText, idField, idParam } from '../input';
import { moderationGroundSchema, photoVisibilities } from '../moderation';
import { adminEndpoint } from './endpoint';

/** A photo in the review queue (docs/operators.md "Photo review"). */
export const reviewPhotoSchema = z.object({
  id: z.int(),
  site_id: z.int(),
  /** `pending`: nobody else sees it yet; `public` with needs_review: visible, not looked at by a moderator yet. */
  visibility: z.enum(photoVisibilities),
  needs_review: z.boolean(),
  /** The classifier's nudity probability (0–1); null until scored (the job may still be queued, or failed). */
  nudity_score: z.nullable(z.number()),
  /** nsfwjs's five classes, as the classifier gave them. */
  classes: z.nullable(z.record(z.string(), z.number())),
  /** Over the site's threshold when scored: shown blurred until the moderator asks to see it. */
  over_threshold: z.boolean(),
  uploaded_at: z.string(),
  scored_at: z.nullable(z.string()),
  /** Why scoring is stuck, when its job failed. */
  scoring_error: z.nullable(z.string()),
  profile_id: z.int(),
  member_id: z.nullable(z.int()),
  member_name: z.string(),
  member_email: z.nullable(z.string()),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const PHOTO_QUEUE_PAGE_SIZE = 24;

/**
 * GET /api/admin/photos.php?site=: the photos waiting for a moderator on one site, or on every site without `site`,
 * oldest first, 24 at a time (`after`: the last id of the page before): pending ones (held by pre-moderation or the
 * threshold, or not scored yet) and public ones not reviewed yet. `state` narrows it to one of the two. Each photo
 * names its site and is judged by its own site's threshold.
 */
export const photoQueueEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/photos.php',
  permission: 'photos.review',
  query: z.strictObject({
    site: z.optional(idParam),
    state: z.optional(z.enum(['pending', 'needs_review'])),
    after: z.optional(idParam),
  }),
  response: z.object({
    photos: z.array(reviewPhotoSchema),
    /** The `after` of the next page, null on the last. */
    next: z.nullable(z.int()),
    counts: z.object({ pending: z.int(), needs_review: z.int() }),
    /** The site's settings the scores are judged by, when one site was asked for (every site's are in sites.php). */
    moderation: z.optional(z.object({ mode: z.enum(['pre', 'post']), threshold: z.number() })),
  }),
});

/** A rejection: the console's reject form checks it as the server does. */
export const photoRejectionSchema = z.strictObject({
  photo: idField,
  action: z.literal('reject'),
  /** The rule of the terms; quoted, translated, in the member's statement of reasons. */
  ground: moderationGroundSchema,
  /** What the moderator saw, in their words (the statement quotes it). */
  facts: displayText(1000, { required: true }),
});
export type PhotoRejection = z.infer<typeof photoRejectionSchema>;

export const photoDecisionSchema = z.discriminatedUnion('action', [
  z.strictObject({ photo: idField, action: z.literal('approve') }),
  photoRejectionSchema,
]);
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;

/** 409: the photo was decided meanwhile (by another moderator), or is no longer waiting. */
export const PHOTO_NOT_IN_QUEUE = 'photo_not_in_queue';

/**
 * POST /api/admin/photos.php {photo, action}: approve (public; main photo if the profile has none) or reject with a
 * ground and facts (rejected; the member gets a statement of reasons). Audited.
 */
export const photoDecisionEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/photos.php',
  permission: 'photos.review',
  body: photoDecisionSchema,
  response: z.object({ photo: reviewPhotoSchema }),
});

/**
 * GET /api/admin/photofile.php?id=&size=: a photo's file for the console, whatever its state (the CDN gives others
 * only public ones); never cached.
 */
export const photoFileEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/photofile.php',
  permission: 'photos.review',
  query: z.strictObject({ id: idParam, size: z.optional(z.enum(['full', 'thumb'])) }),
});

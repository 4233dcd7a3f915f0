import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, idParam } from '../input';
import { profileImageSchema } from '../profile';
import { searchProfileSchema } from './search';

/** GET /api/likes.php: the profiles the member likes, and who likes the member (docs/product.md §3 Likes response). */
export const likesResponseSchema = z.object({
  profiles: z.array(searchProfileSchema),
  /** Newest unseen first (docs/product.md §4 Likes). */
  liked_by: z.array(z.object({ id: z.int(), like_new: z.boolean(), profile: searchProfileSchema })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

/** POST / DELETE /api/likes.php {profile} */
export const likeRequestSchema = z.strictObject({ profile: idField });
/** docs/product.md §3 Like: {id, did_like_profile} */
export const likeResponseSchema = z.object({ id: z.int(), did_like_profile: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /api/profile.php?profile={id}: a member's public profile for the profile page (docs/product.md §2 /members/{memberId}). */
export const profileQuerySchema = z.strictObject({
  profile: idParam,
});
export const profileDetailSchema = z.object({
  ...searchProfileSchema.shape,
  /** Every photo with its full-size file, the main one first. */
  images: z.array(z.object({ ...profileImageSchema.shape, filename: z.string() })),
  /** The visible select fields and notes (settings.visible_profile_fields / visible_profile_notes) that are filled. */
  fields: z.record(z.string(), z.string()),
  /** Whether the viewing member likes this profile; false for visitors. */
  liked: z.boolean(),
});
export const profileDetailResponseSchema = z.object({ profile: profileDetailSchema });
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const likesEndpoint = endpoint({ method: 'GET', path: '/api/likes.php', response: likesResponseSchema });
export const likeEndpoint = endpoint({
  method: 'POST',
  path: '/api/likes.php',
  body: likeRequestSchema,
  response: likeResponseSchema,
});
export const unlikeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/likes.php',
  body: likeRequestSchema,
  response: likeResponseSchema,
});
export const profileEndpoint = endpoint({
  method: 'GET',
  path: '/api/profile.php',
  query: profileQuerySchema,
  response: profileDetailResponseSchema,
});

import { z } from 'zod/mini';
import { searchProfileSchema } from './search';

/** GET /api/likes.php: the profiles the member likes, and who likes the member (SPEC §3 Likes response). */
export const likesResponseSchema = z.object({
  profiles: z.array(searchProfileSchema),
  /** Newest unseen first (SPEC §4 Likes). */
  liked_by: z.array(z.object({ id: z.int(), like_new: z.boolean(), profile: searchProfileSchema })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

/** POST / DELETE /api/likes.php {profile} */
export const likeRequestSchema = z.object({ profile: z.int().check(z.positive()) });
/** SPEC §3 Like: {id, did_like_profile} */
export const likeResponseSchema = z.object({ id: z.int(), did_like_profile: z.boolean() });

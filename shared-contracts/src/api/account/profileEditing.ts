import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, validationMessages as m } from '../input';
import { ownPhotoSchema, profileImageSchema } from '../profile';
import { accountShape } from '../signup/account';

/**
 * The member's photos after a change on /profile (docs/product.md §2 My profile): all of them in their order and
 * which one is main (null once the last is deleted).
 */
export const profileImagesResponseSchema = z.object({
  images: z.array(ownPhotoSchema),
  main_image: z.nullable(profileImageSchema),
});
export type ProfileImagesResponse = z.infer<typeof profileImagesResponseSchema>;

/** DELETE /api/profileimage.php {image}: deletes one of the member's own photos, its files too. */
export const deleteProfileImageSchema = z.strictObject({ image: idField });
export const deleteProfileImageEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/profileimage.php',
  body: deleteProfileImageSchema,
  response: profileImagesResponseSchema,
});

/** At most this many photos in an order list; more can name no member's photos (the upload limit is far lower). */
export const MAX_ORDER_LENGTH = 100;

/**
 * PUT /api/profileimage.php: either `{main}` (make one photo the main one) or `{order}` (every one of the member's
 * photo ids, each once, in the new order). Strict: one shape per request, no unknown keys.
 */
export const updateProfileImagesSchema = z.union([
  z.strictObject({ main: idField }),
  z.strictObject({ order: z.array(idField).check(z.maxLength(MAX_ORDER_LENGTH, { error: m.maxLength })) }),
]);
export type UpdateProfileImages = z.infer<typeof updateProfileImagesSchema>;
export const updateProfileImagesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/profileimage.php',
  body: updateProfileImagesSchema,
  response: profileImagesResponseSchema,
});

/** PUT /api/password.php {current, password}: a logged-in member sets a new password (signup's rules). */
export const changePasswordSchema = z.strictObject({
  current: z
    .string({ error: m.required })
    .check(z.minLength(1, { error: m.required, abort: true }), z.maxLength(1024, { error: m.maxLength })),
  password: accountShape.password,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export const changePasswordEndpoint = endpoint({
  method: 'PUT',
  path: '/api/password.php',
  body: changePasswordSchema,
  response: z.object({ done: z.literal(true) }),
});

import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { moderationGrounds, photoVisibilities } from './moderation';

export const genderSchema = z.enum(['male', 'female']);
export type Gender = z.infer<typeof genderSchema>;

export const profileImageSchema = z.object({
  id: z.int(),
  thumb_filename: z.string(),
});

/**
 * One of the member's own photos as only its owner sees it (docs/product.md "Photo review"): whether others see it
 * (`pending`: waiting for review, `public`: visible, `rejected`: not approved, `removed`: taken down) and, for the
 * last two, the rule of the terms the decision named. Others never get a photo that is not public.
 */
export const ownPhotoSchema = z.object({
  ...profileImageSchema.shape,
  visibility: z.enum(photoVisibilities),
  reason: z.nullable(z.enum(moderationGrounds)),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** A member's profile as docs/product.md §3 describes it; select and text fields named by settings sit in `fields`. */
export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.nullable(z.int()),
  city: z.string(),
  country: z.string(),
  countryregion: z.int(),
  language: z.string(),
  gender: z.nullable(genderSchema),
  date_of_birth: z.nullable(z.string()),
  main_image: z.nullable(profileImageSchema),
  /** Only the member's own profile (user.php) lists its photos: every one of them, with its state. */
  images: z.array(ownPhotoSchema),
  personal: z.boolean(),
  lastSignupStep: z.boolean(),
  fictional: z.boolean(),
  fields: z.record(z.string(), z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * POST /api/profileimage.php (multipart, one file): the new photo (pending until the classifier and, where the site
 * says so, a moderator have looked), all of the member's photos and the main one (always a public photo).
 */
export const profileImageUploadResponseSchema = z.object({
  image: ownPhotoSchema,
  images: z.array(ownPhotoSchema),
  main_image: z.nullable(profileImageSchema),
});

/** The body is multipart (one file), which the server reads itself: no JSON body schema. */
export const profileImageEndpoint = endpoint({
  method: 'POST',
  path: '/api/profileimage.php',
  response: profileImageUploadResponseSchema,
});

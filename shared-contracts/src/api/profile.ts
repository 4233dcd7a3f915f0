import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const genderSchema = z.enum(['male', 'female']);
export type Gender = z.infer<typeof genderSchema>;

export const profileImageSchema = z.object({
  id: z.int(),
  thumb_filename: z.string(),
});

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
  images: z.array(profileImageSchema),
  personal: z.boolean(),
  lastSignupStep: z.boolean(),
  fictional: z.boolean(),
  fields: z.record(z.string(), z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/profileimage.php (multipart, one file): the new photo and all of the member's photos. */
export const profileImageUploadResponseSchema = z.object({
  image: profileImageSchema,
  images: z.array(profileImageSchema),
});

/** The body is multipart (one file), which the server reads itself: no JSON body schema. */
export const profileImageEndpoint = endpoint({
  method: 'POST',
  path: '/api/profileimage.php',
  response: profileImageUploadResponseSchema,
});

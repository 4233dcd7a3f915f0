import { z } from 'zod';

export const genderSchema = z.enum(['male', 'female']);
export type Gender = z.infer<typeof genderSchema>;

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter ISO country code');

export const profileImageSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
});

/** A member's profile as SPEC §3 describes it; select and text fields named by settings sit in `fields`. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  city: z.string(),
  country: z.string(),
  countryregion: z.number().int(),
  language: z.string(),
  gender: genderSchema.nullable(),
  date_of_birth: z.string().nullable(),
  main_image: profileImageSchema.nullable(),
  images: z.array(profileImageSchema),
  personal: z.boolean(),
  lastSignupStep: z.boolean(),
  fictional: z.boolean(),
  fields: z.record(z.string(), z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

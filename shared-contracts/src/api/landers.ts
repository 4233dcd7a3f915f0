import { z } from 'zod/mini';
import { niches } from '../landers/slug';
import { endpoint } from './endpoint';
import { genderSchema } from './profile';

/** How many profiles a lander may ask for. */
export const LANDER_PROFILES_MAX = 24;

/**
 * GET /api/lander_profiles.php: the profiles a public lander shows. `niche` picks who is shown (the gay niche men,
 * the others women; gilf and milf an age range), `count` how many, `country` where from (default: the visitor's
 * geo-IP country when the site offers it), `map=1` adds the country's regions and the profiles' map positions.
 */
export const landerProfilesQuerySchema = z.strictObject({
  niche: z.optional(z.enum(niches)),
  count: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/)),
      z.coerce.number<string>().check(z.minimum(1), z.maximum(LANDER_PROFILES_MAX)),
    ),
  ),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  map: z.optional(z.enum(['0', '1'])),
});
export type LanderProfilesQuery = z.infer<typeof landerProfilesQuerySchema>;

/**
 * A showcased profile: only what a logged-out search card shows (no e-mail, no birth date, no coordinates).
 * `x`/`y` (0..1 across the map, only with map=1) are the profile's region centre, jittered per profile.
 */
export const landerProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  age: z.nullable(z.int()),
  city: z.string(),
  gender: genderSchema,
  fictional: z.boolean(),
  /** The thumbnail (240 px square). */
  photo: z.string(),
  /** The full-size photo, for large tiles. */
  photo_large: z.string(),
  x: z.optional(z.number()),
  y: z.optional(z.number()),
});
export type LanderProfile = z.infer<typeof landerProfileSchema>;

/**
 * A region of the map: its centre from public ISO 3166-2 data, projected to 0..1. Its name is in the settings'
 * region_data (in the visitor's language), so this answer is the same in every language.
 */
export const landerMapRegionSchema = z.object({ id: z.int(), x: z.number(), y: z.number() });
export type LanderMapRegion = z.infer<typeof landerMapRegionSchema>;

export const landerMapSchema = z.object({
  country: z.string(),
  /** Width over height of the projected area, so the drawing keeps the country's proportions. */
  aspect: z.number(),
  regions: z.array(landerMapRegionSchema),
  /** The visitor's region when the edge proxy names it (geo-IP), else null. */
  visitor_region: z.nullable(z.int()),
});
export type LanderMap = z.infer<typeof landerMapSchema>;

export const landerProfilesResponseSchema = z.object({
  niche: z.enum(niches),
  country: z.string(),
  profiles: z.array(landerProfileSchema),
  map: z.optional(landerMapSchema),
});
export type LanderProfilesResponse = z.infer<typeof landerProfilesResponseSchema>;

export const landerProfilesEndpoint = endpoint({
  method: 'GET',
  path: '/api/lander_profiles.php',
  query: landerProfilesQuerySchema,
  response: landerProfilesResponseSchema,
});

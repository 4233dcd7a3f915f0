import { z } from 'zod/mini';
import { genderSchema } from '../profile';
import { validationMessages as m } from './validation';

/**
 * PUT /api/user.php: the location (country, countryregion, city) or the whole profile plus lastSignupStep (SPEC §7).
 * Read-only profile keys the client sends back (id, age, images, …) are ignored. Which countries, regions, select
 * values and ages are allowed depends on the site's settings; the server checks those with the same message keys.
 */
export const userUpdateSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, { error: m.required }), z.maxLength(150, { error: m.maxLength }))),
  country: z.optional(z.string().check(z.maxLength(2, { error: m.notAllowed }))),
  countryregion: z.optional(z.int().check(z.minimum(0, { error: m.notAllowed }))),
  city: z.optional(z.string().check(z.trim(), z.maxLength(255, { error: m.maxLength }))),
  gender: z.optional(z.nullable(genderSchema)),
  /** YYYY-MM-DD, or null to clear it ("continue without personal info"). */
  date_of_birth: z.optional(z.nullable(z.string().check(z.maxLength(10, { error: m.dateOfBirth })))),
  /** Select and free-text fields named by the site's settings; an empty string clears one. */
  fields: z.optional(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2000, { error: m.maxLength })))),
  personal: z.optional(z.boolean()),
  lastSignupStep: z.optional(z.boolean()),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

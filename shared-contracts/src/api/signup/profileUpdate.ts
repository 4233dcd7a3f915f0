import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { genderSchema } from '../profile';
import { userResponseSchema } from '../user';
import { displayText, intField, textField, validationMessages as m } from '../input';

/**
 * PUT /api/user.php: the location (country, countryregion, city) or the whole profile plus lastSignupStep (docs/product.md §7).
 * Read-only profile keys the client sends back (id, age, images, …) are ignored, so this body is not strict. Which countries, regions, select
 * values and ages are allowed depends on the site's settings; the server checks those with the same message keys.
 */
export const userUpdateSchema = z.object({
  name: z.optional(displayText(150, { required: true })),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, { error: m.notAllowed }))),
  /** 0 is "no region". */
  countryregion: z.optional(intField(0, { error: m.notAllowed })),
  city: z.optional(displayText(255)),
  gender: z.optional(z.nullable(genderSchema)),
  /** YYYY-MM-DD, or null to clear it ("continue without personal info"). */
  date_of_birth: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateOfBirth })))),
  /** Select and free-text fields named by the site's settings; an empty string clears one. */
  fields: z.optional(z.record(textField(64), textField(2000))),
  personal: z.optional(z.boolean()),
  lastSignupStep: z.optional(z.boolean()),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export const updateUserEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user.php',
  body: userUpdateSchema,
  response: userResponseSchema,
});

import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/** GET /api/geocode.php?lat&lon — the place at a browser geolocation (docs/product.md §3 Geocode response, §7). */
const degrees = (limit: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,3}(\.\d+)?$/)),
    z.coerce.number<string>().check(z.minimum(-limit), z.maximum(limit)),
  );

export const geocodeQuerySchema = z.strictObject({ lat: degrees(90), lon: degrees(180) });
export const geocodeResponseSchema = z.object({
  country: z.string(),
  /** The site's region id, 0 when the place's region is not one the site offers. */
  countryregion: z.int(),
  city: z.string(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
export const geocodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/geocode.php',
  query: geocodeQuerySchema,
  response: geocodeResponseSchema,
});

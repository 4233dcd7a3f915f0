import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts/api';
import { geocodeQuerySchema, geocodeResponseSchema } from 'shared-contracts/api/signup';
import { Geocoder, regionCodeFor } from '../../geo/geocoder';
import { HttpError } from '../../plugins/errors';
import { perAddress } from '../../plugins/rateLimits';

/** GET /api/geocode.php: country, the site's region and the town at a position, from offline data. */
export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = new Geocoder();
  app.withTypeProvider<ZodTypeProvider>().get('/api/geocode.php', {
    config: perAddress(app, 30, '1 minute'),
    schema: {
      tags: ['signup'],
      summary: 'Reverse geocoding of a browser position',
      querystring: geocodeQuerySchema,
      response: { 200: geocodeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request) => {
      const place = geocoder.nearest(request.query.lat, request.query.lon);
      if (!place) throw new HttpError(404, 'no_place', 'No town is known near this position');
      const regions = await app.ctx.db.query<{ id: number; code: string }>('select id, code from regions where country = $1', [place.countryCode]);
      const code = regionCodeFor(place, regions.map((region) => region.code));
      return { country: place.countryCode, countryregion: regions.find((region) => region.code === code)?.id ?? 0, city: place.name };
    },
  });
}

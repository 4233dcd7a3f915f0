import type { FastifyInstance } from 'fastify';
import { geocodeEndpoint } from 'shared-contracts/api/signup';
import { Geocoder, regionCodeFor } from '../../geo/geocoder';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/** GET /api/geocode.php: country, the site's region and the town at a position, from offline data. */
export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  const geocoder = new Geocoder();
  route(
    app,
    geocodeEndpoint,
    {
      tags: ['signup'],
      summary: 'Reverse geocoding of a browser position',
      errors: [400, 404, 429],
      config: perAddress(app, 30, '1 minute'),
    },
    async (request) => {
      const place = geocoder.nearest(request.query.lat, request.query.lon);
      if (!place) throw new HttpError(404, 'no_place', 'No town is known near this position');
      const regions = await app.ctx.sites.regionsIn([place.countryCode]);
      const code = regionCodeFor(
        place,
        regions.map((region) => region.code),
      );
      return {
        country: place.countryCode,
        countryregion: regions.find((region) => region.code === code)?.id ?? 0,
        city: place.name,
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { regionsEndpoint } from 'shared-contracts/api';
import { requestLocale } from '../support/requestLocale';
import { route } from '../route';

/** GET /api/regions.php: regions of every country the site offers. */
export async function regionsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    regionsEndpoint,
    { tags: ['site'], summary: 'Regions of every country the site offers' },
    async (request, reply) => {
      const settings = await app.ctx.sites.publicSettings(request.site, '', requestLocale(request));
      // Names are in the visitor's language (cookie or Accept-Language): no shared cache may keep one for everyone.
      reply.header('cache-control', 'private, max-age=60');
      return { regions: settings.region_data };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { matchCountEndpoint } from 'shared-contracts/api';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/** GET /api/match_count.php (docs/product.md §2 /match-finder): how many members the answers so far match. */
export async function matchCountRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    matchCountEndpoint,
    {
      tags: ['landers'],
      summary: 'How many members logged-out search finds for a gender (none: both), an age range and a region',
      errors: [400, 429],
      // Every answer of the match finder asks again; a visitor clicking through stays far below this.
      config: perAddress(app, 120, '1 minute'),
    },
    async (request, reply) => {
      const settings = await app.ctx.sites.publicSettings(request.site, request.geoipCountry());
      const { gender, min_age, max_age, country, countryregion } = request.query;
      const count = await app.ctx.search.matchCount(request.site.id, settings, {
        ...(gender ? { gender } : {}),
        min_age,
        max_age,
        country: country ?? settings.geoip_selected_country,
        countryregion: countryregion ?? 0,
      });
      // Counts are refreshed every few minutes anyway; without a country the answer is the visitor's own (geo-IP).
      reply.header('cache-control', 'private, max-age=60');
      return { count };
    },
  );
}

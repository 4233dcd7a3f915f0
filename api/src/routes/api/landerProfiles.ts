import type { FastifyInstance, FastifyRequest } from 'fastify';
import { landerProfilesEndpoint } from 'shared-contracts/api';
import { LanderService } from '../../landers/landerService';
import { LanderRepository } from '../../repositories/landers';
import { route } from '../route';

/** The subdivision an edge proxy geolocated the client in (Cloudflare's cf-region-code, or x-geoip-region). */
function geoipRegion(request: FastifyRequest): string {
  const header = request.headers['cf-region-code'] ?? request.headers['x-geoip-region'];
  const value = typeof header === 'string' ? header.trim() : '';
  return /^[A-Za-z0-9]{1,3}$/.test(value) ? value : '';
}

/** GET /api/lander_profiles.php: the profiles (and, with map=1, the map) a public lander page shows. */
export async function landerProfilesRoutes(app: FastifyInstance): Promise<void> {
  const landers = new LanderService(new LanderRepository(app.ctx.db), app.ctx.sites);
  route(
    app,
    landerProfilesEndpoint,
    { tags: ['site'], summary: "Profiles for the public landers, of the niche's gender and ages", errors: [400] },
    async (request, reply) => {
      const settings = await app.ctx.sites.publicSettings(request.site, request.geoipCountry());
      const answer = await landers.profiles({
        siteId: request.site.id,
        settings,
        niche: request.query.niche,
        count: request.query.count,
        country: request.query.country,
        map: request.query.map === '1',
        visitorRegionCode: geoipRegion(request),
      });
      // The same for every visitor of a country (and region): a shared cache may keep it briefly.
      reply.header('cache-control', 'public, max-age=120');
      reply.header('vary', 'cf-ipcountry, x-geoip-country, cf-region-code, x-geoip-region');
      return answer;
    },
  );
}

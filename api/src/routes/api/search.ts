import type { FastifyInstance } from 'fastify';
import { visitorMaySearch } from 'shared-contracts/api';
import { searchEndpoint } from 'shared-contracts/api/search';
import { isFirstParty } from '../../plugins/csrf';
import { HttpError } from '../../lib/httpErrors';
import { route } from '../route';

/** GET /api/search.php (docs/product.md §2 Member search, §6 logged-out search, §7). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    searchEndpoint,
    {
      tags: ['search'],
      summary: 'Search members; the first load (auto_load) answers the filters it used',
      errors: [400, 403],
    },
    async (request) => {
      const settings = await app.ctx.sites.publicSettings(request.site, request.geoipCountry());
      const viewer = await request.viewer();
      const visitorMayLook = visitorMaySearch(settings, request.query.trafficsource);
      if (!viewer && !visitorMayLook) throw new HttpError(403, 'not_logged_in', 'Log in to search members');
      return app.ctx.search.search(request.site.id, settings, viewer, request.query, {
        saveFilters: isFirstParty(request),
        nudityThreshold: request.site.moderation.threshold,
      });
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, visitorMaySearch } from 'shared-contracts/api';
import { searchQuerySchema, searchResponseSchema } from 'shared-contracts/api/search';
import { isFirstParty } from '../../plugins/csrf';
import { HttpError } from '../../plugins/errors';
import { SearchService, type Viewer } from '../../search/searchService';
import { geoipCountry } from './site';

/** The logged-in member as a searcher: their own profile is never in their results. */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.session) return null;
  const [row] = await app.ctx.db.query<{ id: number; gender: 'male' | 'female' | null; country: string }>(
    'select id, gender, country from profiles where member_id = $1',
    [request.session.memberId],
  );
  return row ? { memberId: request.session.memberId, profileId: row.id, gender: row.gender, country: row.country } : null;
}

/** GET /api/search.php (docs/product.md §2 Member search, §6 logged-out search, §7). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = new SearchService(app.ctx.db);
  app.withTypeProvider<ZodTypeProvider>().get('/api/search.php', {
    schema: {
      tags: ['search'],
      summary: 'Search members; the first load (auto_load) answers the filters it used',
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const settings = await app.ctx.sites.publicSettings(request.site, geoipCountry(request));
      const viewer = await viewerOf(app, request);
      const visitorMayLook = visitorMaySearch(settings, request.query.trafficsource);
      if (!viewer && !visitorMayLook) throw new HttpError(403, 'not_logged_in', 'Log in to search members');
      return search.search(request.site.id, settings, viewer, request.query, { saveFilters: isFirstParty(request) });
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { camSearchEndpoint } from 'shared-contracts/api/search';
import { route } from '../route';

/** GET /api/xcams/search.php: live cams for the search grid's ONLINE cards (docs/product.md §2, §6), members only. */
export async function camSearchRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    camSearchEndpoint,
    { tags: ['resell'], summary: 'Live cams for the ONLINE cards', errors: [400, 403] },
    async (request) => {
      request.memberId();
      const cams = await app.ctx.cams.search({
        gender: request.query.gender,
        minAge: request.query.min_age,
        maxAge: request.query.max_age,
      });
      return { cams: Object.fromEntries(cams.map((cam, index) => [String(index), cam])) };
    },
  );
}

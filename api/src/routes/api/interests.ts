import type { FastifyInstance } from 'fastify';
import { interestsEndpoint } from 'shared-contracts/api';
import { CACHE_PUBLIC } from '../support/cache';
import { route } from '../route';

/** GET /api/interests.php: the interests members can pick. */
export async function interestsRoutes(app: FastifyInstance): Promise<void> {
  route(app, interestsEndpoint, { tags: ['site'], summary: 'Interests members can pick' }, async (request, reply) => {
    const interests = await app.ctx.sites.interests(request.site.id);
    reply.header('cache-control', CACHE_PUBLIC);
    return { interests };
  });
}

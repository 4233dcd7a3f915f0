import type { FastifyInstance } from 'fastify';
import { profileFieldsEndpoint } from 'shared-contracts/api';
import { CACHE_PUBLIC } from '../support/cache';
import { route } from '../route';

/** GET /api/profile_fields.php: the site's profile fields with their allowed values. */
export async function profileFieldsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    profileFieldsEndpoint,
    { tags: ['site'], summary: 'Profile fields with their allowed values' },
    async (request, reply) => {
      const fields = await app.ctx.sites.profileFields(request.site.id);
      reply.header('cache-control', CACHE_PUBLIC);
      return { fields };
    },
  );
}

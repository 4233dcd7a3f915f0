import type { FastifyInstance } from 'fastify';
import { siteEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/site.php: one site to edit, with what its settings may name. */
export async function siteRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, siteEndpoint, { tags: ['sites'], summary: 'One site to edit', errors: [404] }, async (request) => {
    const { site, profileFields, choices } = await app.ctx.siteAdmin.get(request.query.id);
    return { site, profile_fields: profileFields, choices };
  });
}

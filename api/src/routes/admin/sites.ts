import type { FastifyInstance } from 'fastify';
import { siteSummariesEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/sites.php: the sites the console works on. */
export async function adminSitesRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, siteSummariesEndpoint, { tags: ['sites'], summary: 'Every site, for the site picker' }, async () => ({
    sites: (await app.ctx.sites.list()).map((site) => ({
      id: site.id,
      key: site.key,
      name: site.settings.name,
      hosts: site.hosts,
      is_default: site.isDefault,
    })),
  }));
}

import type { FastifyInstance } from 'fastify';
import { siteCreateEndpoint, siteSummariesEndpoint, siteUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/sites.php: the sites the console works on; a new one, a change (docs/operators.md "Sites and settings"). */
export async function adminSitesRoutes(app: FastifyInstance): Promise<void> {
  const { siteAdmin } = app.ctx;
  adminRoute(app, siteSummariesEndpoint, { tags: ['sites'], summary: 'Every site, for the site picker' }, async () => ({
    sites: await siteAdmin.list(),
  }));
  adminRoute(
    app,
    siteCreateEndpoint,
    { tags: ['sites'], summary: "A new site, with another's profile fields (and prices)", errors: [409] },
    async (request) => ({ site: await siteAdmin.create(request.operatorAct(), request.body) }),
  );
  adminRoute(
    app,
    siteUpdateEndpoint,
    {
      tags: ['sites'],
      summary: "A site's hosts, settings, template and photo moderation; every process uses them within seconds",
      errors: [404, 409],
    },
    async (request) => siteAdmin.update(request.operatorAct(), request.body),
  );
}

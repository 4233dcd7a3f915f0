import type { FastifyInstance } from 'fastify';
import { dashboardEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/dashboard.php: a site's or every site's figures per UTC day of a period (docs/operators.md "Dashboards"). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    dashboardEndpoint,
    { tags: ['dashboards'], summary: "A site's dashboard, or every site's added up, for a period", errors: [404] },
    async (request) => {
      const { site, from, to } = request.query;
      return app.ctx.dashboards.dashboard(site, { from, to });
    },
  );
}

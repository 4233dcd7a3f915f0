import type { FastifyInstance } from 'fastify';
import { CASES_PAGE_SIZE, casesListEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** GET /api/admin/reports.php: the reports queue, one row per case (docs/operators.md "Reports"). */
export async function reportsQueueRoutes(app: FastifyInstance): Promise<void> {
  const { cases } = app.ctx;
  adminRoute(app, casesListEndpoint, { tags: ['moderation'], summary: 'The reports queue' }, async (request) => {
    const page = request.query.page ?? 1;
    const { cases: rows, total } = await cases.list({
      siteId: request.query.site,
      status: request.query.status ?? 'open',
      sort: request.query.sort ?? 'oldest',
      limit: CASES_PAGE_SIZE,
      offset: (page - 1) * CASES_PAGE_SIZE,
    });
    return { cases: rows, total, page, per_page: CASES_PAGE_SIZE };
  });
}

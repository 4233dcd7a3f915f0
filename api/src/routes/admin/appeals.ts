import type { FastifyInstance } from 'fastify';
import { APPEALS_PAGE_SIZE, appealsListEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** GET /api/admin/appeals.php: the appeals queue (docs/operators.md "Appeals"). */
export async function appealsQueueRoutes(app: FastifyInstance): Promise<void> {
  const { moderationStatements } = app.ctx;
  adminRoute(app, appealsListEndpoint, { tags: ['moderation'], summary: 'The appeals queue' }, async (request) => {
    const page = request.query.page ?? 1;
    const { appeals, total } = await moderationStatements.appeals({
      siteId: request.query.site,
      decided: request.query.status === 'decided',
      limit: APPEALS_PAGE_SIZE,
      offset: (page - 1) * APPEALS_PAGE_SIZE,
    });
    return { appeals, total, page, per_page: APPEALS_PAGE_SIZE };
  });
}

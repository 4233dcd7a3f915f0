import type { FastifyInstance } from 'fastify';
import { queuePermissions, queueSummaryEndpoint, roleMay, type QueueSummary } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/**
 * GET /api/admin/queues.php: what waits in the reports, photo and appeal queues (docs/operators.md "Work waiting"),
 * for the console's menu and overview. Every operator may ask; each queue is counted only for a role that may read
 * it, so the answer tells nobody more than their queues would.
 */
export async function queueSummaryRoutes(app: FastifyInstance): Promise<void> {
  const { cases, photoReviews, moderationStatements } = app.ctx;
  adminRoute(
    app,
    queueSummaryEndpoint,
    { tags: ['moderation'], summary: 'What waits in the queues this role may read' },
    async (request) => {
      const operator = request.signedInOperator();
      const siteId = request.query.site;
      const may = (queue: keyof typeof queuePermissions) => roleMay(operator.role, queuePermissions[queue]);
      const [reports, photos, appeals] = await Promise.all([
        may('reports') ? cases.waiting(siteId, operator.id) : null,
        may('photos') ? photoReviews.waiting(siteId) : null,
        may('appeals') ? moderationStatements.appealsWaiting(siteId, operator.id) : null,
      ]);
      const summary: QueueSummary = {};
      if (reports) summary.reports = reports;
      if (photos) summary.photos = photos;
      if (appeals) summary.appeals = appeals;
      return summary;
    },
  );
}

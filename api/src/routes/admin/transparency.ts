import type { FastifyInstance } from 'fastify';
import { transparencyEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { transparencyReport } from '../support/transparencyReport';

/** GET /api/admin/transparency.php: the transparency counts of a period as JSON (docs/operators.md "Transparency"). */
export async function transparencyRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    transparencyEndpoint,
    { tags: ['moderation'], summary: 'Transparency counts (DSA art. 15, 24)' },
    async (request) => transparencyReport(app, request.query),
  );
}

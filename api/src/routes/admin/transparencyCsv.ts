import type { FastifyInstance } from 'fastify';
import { transparencyCsvEndpoint } from 'shared-contracts/api/admin';
import { transparencyCsv } from '../../moderation/transparency';
import { adminRoute } from '../route';
import { transparencyReport } from '../support/transparencyReport';

/** GET /api/admin/transparency_csv.php: the same counts as a CSV attachment, for the published report. */
export async function transparencyCsvRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    transparencyCsvEndpoint,
    { tags: ['moderation'], summary: 'Transparency counts as CSV' },
    async (request, reply) => {
      const report = await transparencyReport(app, request.query);
      const name = `transparency-${report.site_id ?? 'all'}-${report.from}-${report.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(transparencyCsv(report));
    },
  );
}

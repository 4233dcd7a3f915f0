import type { FastifyInstance } from 'fastify';
import { adminExperimentResultsEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/experiment_results.php: an experiment's results per variant and goal, as `npm run experiment` shows. */
export async function adminExperimentResultsRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    adminExperimentResultsEndpoint,
    { tags: ['experiments'], summary: "An experiment's results per variant and goal", errors: [404] },
    async (request) => app.ctx.experiments.results(request.query.key),
  );
}

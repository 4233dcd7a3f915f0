import type { FastifyInstance } from 'fastify';
import { adminExperimentVersionsEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/experiment_versions.php: the lander versions a new experiment's variants can name. */
export async function adminExperimentVersionsRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    adminExperimentVersionsEndpoint,
    { tags: ['experiments'], summary: 'The built versions of the lander remote' },
    async () => app.ctx.experiments.versions(),
  );
}

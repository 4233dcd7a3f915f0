import type { FastifyInstance } from 'fastify';
import {
  adminExperimentActionEndpoint,
  adminExperimentCreateEndpoint,
  adminExperimentListEndpoint,
} from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/**
 * /api/admin/experiments.php: the experiments in the console, through the same service as `npm run experiment`
 * (docs/experiments.md), each change audited under the operator's name.
 */
export async function adminExperimentsRoutes(app: FastifyInstance): Promise<void> {
  const { experiments } = app.ctx;
  const tags = ['experiments'];
  adminRoute(app, adminExperimentListEndpoint, { tags, summary: 'Every experiment, newest first' }, async () => ({
    experiments: await experiments.list(),
  }));
  adminRoute(
    app,
    adminExperimentCreateEndpoint,
    { tags, summary: 'Creates an experiment (a draft)', errors: [404, 409] },
    async (request) => ({ experiment: await experiments.create(request.operatorAct(), request.body) }),
  );
  adminRoute(
    app,
    adminExperimentActionEndpoint,
    { tags, summary: 'Starts, stops or promotes an experiment (promoting makes the winner live)', errors: [404, 409] },
    async (request) => ({ experiment: await experiments.perform(request.operatorAct(), request.body) }),
  );
}

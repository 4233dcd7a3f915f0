import { z } from 'zod/mini';
import {
  experimentActionEndpoint,
  experimentCreateEndpoint,
  experimentResultsSchema,
  experimentSummarySchema,
} from '../experimentOperator';
import { experimentKey } from '../experiments';
import { adminEndpoint } from './endpoint';

/**
 * The experiments in the console (docs/experiments.md): the same calls as `npm run experiment` makes with its bearer
 * token, with the same bodies and answers, on a console session and checked against the operator's role.
 */

/** GET /api/admin/experiments.php: every experiment, newest first. */
export const adminExperimentListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/experiments.php',
  permission: 'experiments.read',
  response: z.object({ experiments: z.array(experimentSummarySchema) }),
});

/** GET /api/admin/experiment_results.php?key=: an experiment's results per variant and goal. */
export const adminExperimentResultsEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/experiment_results.php',
  permission: 'experiments.read',
  query: z.strictObject({ key: experimentKey }),
  response: experimentResultsSchema,
});

/** POST /api/admin/experiments.php: creates an experiment as a draft. */
export const adminExperimentCreateEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/experiments.php',
  permission: 'experiments.write',
  body: experimentCreateEndpoint.body,
  response: experimentCreateEndpoint.response,
});

/** PUT /api/admin/experiments.php: starts, stops or promotes; promoting makes the winner the live remote. */
export const adminExperimentActionEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/experiments.php',
  permission: 'experiments.write',
  body: experimentActionEndpoint.body,
  response: experimentActionEndpoint.response,
});

export const appVersionKinds = ['live', 'released', 'candidate'] as const;

/**
 * GET /api/admin/experiment_versions.php: the built versions of the lander remote a variant can name, newest first:
 * the live one, earlier releases and candidates (`npm run release -- mfe-landers --candidate`).
 */
export const adminExperimentVersionsEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/experiment_versions.php',
  permission: 'experiments.read',
  response: z.object({
    app: z.string(),
    versions: z.array(
      z.object({ version: z.string(), kind: z.enum(appVersionKinds), builtAt: z.nullable(z.string()) }),
    ),
  }),
});

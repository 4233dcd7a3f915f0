import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** A/B experiments on lander remote versions (docs/experiments.md). */
export const experimentGoals = ['signup', 'activation', 'purchase'] as const;
export type ExperimentGoal = (typeof experimentGoals)[number];
export const experimentStatuses = ['draft', 'running', 'stopped', 'promoted'] as const;

export const experimentKey = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, { error: 'experiment_key' }));
export const variantName = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,30}$/, { error: 'variant_name' }));

/**
 * POST /api/experiment_event.php, by the shell: the variant's lander rendered for this visitor (`exposed`), or its
 * remote failed to load and the control was shown instead (`failed`). The server keeps the first of each per visitor
 * and ignores claims that do not match the visitor's own assignment. Answers 204.
 */
export const experimentEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/experiment_event.php',
  body: z.strictObject({ experiment: experimentKey, variant: variantName, event: z.enum(['exposed', 'failed']) }),
  response: z.null(),
  status: 204,
});

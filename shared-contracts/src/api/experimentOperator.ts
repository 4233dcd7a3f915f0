import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { experimentGoals, experimentKey, experimentStatuses, variantName } from './experiments';

/**
 * The operator's experiment calls (docs/experiments.md): authorised by a bearer token (OPERATOR_TOKEN), never by a
 * member's session. `npm run experiment` makes them; no page does, so they stay out of the module pages share.
 */

export const experimentVariantSchema = z.object({
  name: variantName,
  /** null: the live version of the remote, whatever it is when a visitor comes. */
  version: z.nullable(z.string().check(z.regex(/^[\w.-]{1,80}$/))),
  weight: z.int({ error: 'weight' }).check(z.minimum(0, { error: 'weight' }), z.maximum(100, { error: 'weight' })),
});
export const experimentSummarySchema = z.object({
  key: experimentKey,
  /** The site's first host name, and its id (the console's site picker). */
  site: z.string(),
  siteId: z.int(),
  app: z.string(),
  goal: z.enum(experimentGoals),
  status: z.enum(experimentStatuses),
  stopReason: z.nullable(z.string()),
  promotedVariant: z.nullable(z.string()),
  variants: z.array(experimentVariantSchema),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  stoppedAt: z.nullable(z.string()),
});
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

const intervalSchema = z.object({ low: z.number(), high: z.number() });
export const goalAnalysisSchema = z.object({
  variants: z.array(
    z.object({
      name: z.string(),
      visitors: z.int(),
      conversions: z.int(),
      rate: z.nullable(z.number()),
      rateInterval: z.nullable(intervalSchema),
      uplift: z.nullable(z.number()),
      upliftInterval: z.nullable(intervalSchema),
      pValue: z.nullable(z.number()),
    }),
  ),
  sampleRatio: z.object({ chiSquare: z.number(), pValue: z.number(), mismatch: z.boolean() }),
  tooSmall: z.boolean(),
  notes: z.array(z.string()),
  /** The confidence level of the intervals (0.95). */
  confidence: z.number(),
});
export const experimentResultsSchema = z.object({
  experiment: experimentSummarySchema,
  /** Per variant: visitors whose variant failed to load (they saw the control and count for neither). */
  failures: z.array(z.object({ variant: z.string(), failed: z.int(), visitors: z.int() })),
  goals: z.object({ signup: goalAnalysisSchema, activation: goalAnalysisSchema, purchase: goalAnalysisSchema }),
});
export type ExperimentResults = z.infer<typeof experimentResultsSchema>;

export const experimentListEndpoint = endpoint({
  method: 'GET',
  path: '/api/experiments.php',
  response: z.object({ experiments: z.array(experimentSummarySchema) }),
});

export const experimentResultsEndpoint = endpoint({
  method: 'GET',
  path: '/api/experiment_results.php',
  query: z.strictObject({ key: experimentKey }),
  response: experimentResultsSchema,
});

/**
 * The operator's calls carry a bearer token, not a cookie, which another site cannot make a browser send: they need
 * no CSRF token (`csrf: 'noToken'`).
 */
export const experimentCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/experiments.php',
  body: z.strictObject({
    key: experimentKey,
    /** A host name of the site (as `--site` names it). */
    site: z.string().check(z.minLength(1), z.maxLength(253)),
    goal: z.optional(z.enum(experimentGoals)),
    variants: z.array(experimentVariantSchema).check(z.minLength(2), z.maxLength(10)),
  }),
  response: z.object({ experiment: experimentSummarySchema }),
  csrf: 'noToken',
});

export const experimentActionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/experiments.php',
  body: z.strictObject({
    key: experimentKey,
    action: z.enum(['start', 'stop', 'promote']),
    /** For `promote`: the variant whose version becomes the live remote. */
    variant: z.optional(variantName),
  }),
  response: z.object({ experiment: experimentSummarySchema }),
  csrf: 'noToken',
});

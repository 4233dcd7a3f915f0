import { z } from 'zod/mini';
import { idParam } from '../input';
import { moderationActions } from '../moderation';
import { adminEndpoint } from './endpoint';

const dayParam = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }));

/** A period of whole days (UTC), `from` and `to` included, of one site or of all. */
export const transparencyQuerySchema = z.strictObject({
  site: z.optional(idParam),
  from: dayParam,
  to: dayParam,
});
export type TransparencyQuery = z.infer<typeof transparencyQuerySchema>;

/**
 * The transparency counts of a period (DSA art. 15 and 24; docs/operators.md "Transparency"): notices received by
 * reason, decisions by action and by whether automated means took them, by ground, the median time from notice to
 * action, and appeals received and decided.
 */
export const transparencyReportSchema = z.object({
  site_id: z.nullable(z.int()),
  from: z.string(),
  to: z.string(),
  notices: z.object({ total: z.int(), by_reason: z.array(z.object({ reason: z.string(), count: z.int() })) }),
  decisions: z.object({
    total: z.int(),
    automated: z.int(),
    by_action: z.array(z.object({ action: z.enum(moderationActions), automated: z.boolean(), count: z.int() })),
    by_ground: z.array(z.object({ ground: z.string(), count: z.int() })),
  }),
  /** From a notice to the decision on its case, in hours; null when no notice was decided in the period. */
  median_hours_to_action: z.nullable(z.number()),
  appeals: z.object({
    received: z.int(),
    upheld: z.int(),
    reversed: z.int(),
    /** Median time from appeal to its decision, in hours; null without decided appeals. */
    median_hours_to_decision: z.nullable(z.number()),
  }),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;

/** 400: `to` before `from`, or a period longer than TRANSPARENCY_MAX_DAYS. */
export const TRANSPARENCY_MAX_DAYS = 800;

/** GET /api/admin/transparency.php: the counts as JSON. */
export const transparencyEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/transparency.php',
  permission: 'transparency.read',
  query: transparencyQuerySchema,
  response: transparencyReportSchema,
});

/** GET /api/admin/transparency_csv.php: the same counts as a CSV attachment (section, key, automated, count). */
export const transparencyCsvEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/transparency_csv.php',
  permission: 'transparency.read',
  query: transparencyQuerySchema,
});

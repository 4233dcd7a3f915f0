import { z } from 'zod/mini';
import { idParam, textField } from '../input';
import { adminEndpoint } from './endpoint';

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.enum(['operator', 'cli', 'system']),
  operator_id: z.nullable(z.int()),
  operator_email: z.nullable(z.string()),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  site_id: z.nullable(z.int()),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string(),
  user_agent: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/**
 * A calendar day, YYYY-MM-DD (a UTC day on the server), in the years 1000–2999: 2025-02-30 is no day, so it is
 * refused rather than rolled over, and no year reaches what the database cannot store.
 */
export const dayParam = z.string().check(
  z.regex(/^[12]\d{3}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
  z.refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    { error: 'invalid_date' },
  ),
);
const nameParam = textField(80).check(z.regex(/^[\w.-]+$/, { error: 'invalid_characters' }));

/**
 * GET /api/admin/audit.php: the audit log, newest first, 50 at a time (`before`: the last id of the page before),
 * filtered by operator, action, object, site and days (from inclusive, to inclusive).
 */
export const auditListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/audit.php',
  permission: 'audit.read',
  query: z.strictObject({
    operator: z.optional(idParam),
    action: z.optional(nameParam),
    object_type: z.optional(nameParam),
    object_id: z.optional(textField(80)),
    site: z.optional(idParam),
    from: z.optional(dayParam),
    to: z.optional(dayParam),
    before: z.optional(idParam),
  }),
  response: z.object({
    entries: z.array(auditEntrySchema),
    /** The `before` of the next page, null on the last. */
    next: z.nullable(z.int()),
    /** Every action recorded so far, for the filter. */
    actions: z.array(z.string()),
  }),
});

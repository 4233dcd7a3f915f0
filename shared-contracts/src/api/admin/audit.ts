import { z } from 'zod/mini';
import { idParam, textField } from '../input';
import { adminEndpoint } from './endpoint';

/**
 * Who acted: an operator, the command line, the system (automated decisions), a member (their report or appeal), or
 * someone not signed in (a failed sign-in to the console).
 */
export const auditActors = ['operator', 'cli', 'system', 'member', 'anonymous'] as const;

/**
 * Every action the log records, `<object>.<verb>`: the server can write no other (its entries are typed by this list),
 * and the console names each in words (`audit.actionName.<object>.<verb>` in every catalog; a unit test holds both to
 * it). The log keeps entries of actions no longer on the list; the console shows those by their key.
 */
export const auditActions = [
  'appeal.filed',
  'appeal.upheld',
  'appeal.reversed',
  'case.opened',
  'case.claimed',
  'case.unclaimed',
  'case.dismissed',
  'conversation.read',
  'credit_package.created',
  'credit_package.updated',
  'credit_package.retired',
  'credit_package.deleted',
  'premium_plan.created',
  'premium_plan.updated',
  'premium_plan.retired',
  'premium_plan.deleted',
  'deployment.promoted',
  'discount_code.created',
  'discount_code.updated',
  'discount_code.disabled',
  'experiment.created',
  'experiment.started',
  'experiment.stopped',
  'experiment.promoted',
  'member.activation_resent',
  'member.banned',
  'member.credits_adjusted',
  'member.deleted',
  'member.exported',
  'member.restriction_lifted',
  'member.suspended',
  'member.suspension_ended',
  'member.warned',
  'operator.created',
  'operator.invitation_withdrawn',
  'operator.invited',
  'operator.joined',
  'operator.profile_changed',
  'operator.reinvited',
  'operator.sign_in_failed',
  'operator.signed_in',
  'operator.signed_out',
  'operator.updated',
  'order.refunded',
  'photo.approved',
  'photo.held',
  'photo.read',
  'photo.rejected',
  'photo.removed',
  'photo.scored',
  'profile_text.removed',
  'report.filed',
  'site.created',
  'site.offers_changed',
  'site.updated',
] as const;
export type AuditAction = (typeof auditActions)[number];
/** What an entry is about (its object's id is beside it); the console names each in words (`audit.objectName`). */
export const auditObjectTypes = [
  'appeal',
  'case',
  'conversation',
  'credit_package',
  'deployment',
  'discount_code',
  'experiment',
  'member',
  'operator',
  'order',
  'photo',
  'premium_plan',
  'profile',
  'site',
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.enum(auditActors),
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
 * Operators reading what members keep private, each an entry of its own (who, whose, when): a case's conversation,
 * a photo not public, a member's data exported. The log lists them apart (`kind`), so reviewers find them and the
 * many photo views do not bury the changes.
 */
export const PRIVATE_READ_ACTIONS = ['conversation.read', 'photo.read', 'member.exported'] as const;
/** `private_reads`: only the actions above; `other`: every entry but them. */
export const auditKinds = ['private_reads', 'other'] as const;

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
 * filtered by operator, action, kind (reads of private content or the rest), object, site and days (from inclusive,
 * to inclusive).
 */
export const auditListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/audit.php',
  permission: 'audit.read',
  query: z.strictObject({
    operator: z.optional(idParam),
    action: z.optional(nameParam),
    kind: z.optional(z.enum(auditKinds, { error: 'not_allowed' })),
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

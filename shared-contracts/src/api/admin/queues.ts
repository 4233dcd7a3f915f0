import { z } from 'zod/mini';
import { idParam } from '../input';
import { adminEndpoint } from './endpoint';
import type { OperatorPermission } from './roles';

/**
 * The console's work queues and the permission that reads each (docs/operators.md "Work waiting"): a role that may
 * not read a queue is told nothing about it, not even how long it is.
 */
export const queuePermissions = {
  reports: 'reports.read',
  photos: 'photos.review',
  appeals: 'appeals.decide',
} as const satisfies Record<string, OperatorPermission>;
export type QueueName = keyof typeof queuePermissions;
export const queueNames = Object.keys(queuePermissions) as QueueName[];

/** How many items wait in a queue, and since when the oldest of them has waited (null: none). */
const waitingSchema = z.object({ waiting: z.int(), oldest_at: z.nullable(z.string()) });

/**
 * A queue a moderator works through item by item also names the item to take up next: the oldest one this operator
 * may decide (a case nobody else claimed, an appeal against someone else's decision), null when none is left.
 */
const workSchema = z.extend(waitingSchema, { next: z.nullable(z.int()) });

export const queueSummarySchema = z.object({
  /** Open cases. */
  reports: z.optional(workSchema),
  /** Photos pending or public and not reviewed yet. */
  photos: z.optional(waitingSchema),
  /** Open appeals. */
  appeals: z.optional(workSchema),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/**
 * GET /api/admin/queues.php?site=: what waits in the queues the operator's role may read, on one site or on every
 * site (no `site`, as the queues themselves); a queue the role may not read is left out. Counts only: the console's
 * menu asks every minute.
 */
export const queueSummaryEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/queues.php',
  permission: 'console',
  query: z.strictObject({ site: z.optional(idParam) }),
  response: queueSummarySchema,
});

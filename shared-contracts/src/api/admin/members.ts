import { z } from 'zod/mini';
import { myDataSchema } from '../account/privacy';
import { choiceField, idField, idParam, MAX_ID, textField } from '../input';
import { moderationActions, photoVisibilities } from '../moderation';
import { transactionStates } from '../payments';
import { adminEndpoint } from './endpoint';

/**
 * Members in the console (docs/operators.md "Members"): finding them among millions, the member page, and the
 * actions on a member's money and account. Reading is for the safety roles (`members.read`); refunds and credit
 * adjustments need `members.money`, activation, export and deletion `members.account`.
 */

/** What a search looks in: the e-mail address (prefix, or exact), the name (prefix, any case) or the member id. */
export const memberSearchFields = ['email', 'name', 'id'] as const;
export type MemberSearchField = (typeof memberSearchFields)[number];

/** The orders a list can take. Each is an index (migration 023), so any page costs what the first does. */
export const memberSorts = ['signup', 'email', 'name'] as const;
export type MemberSort = (typeof memberSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** members.status */
export const memberAccountStatuses = ['active', 'not_confirmed', 'deactivated', 'deleted'] as const;
export type MemberAccountStatus = (typeof memberAccountStatuses)[number];
/** members.restriction (set by a moderator's decision) */
export const memberRestrictions = ['suspended', 'banned'] as const;
/** The state filter: an account status, or a restriction whatever the status. */
export const memberStates = [...memberAccountStatuses, ...memberRestrictions] as const;
export type MemberState = (typeof memberStates)[number];

export const MEMBERS_PAGE_SIZE = 50;
/** A filtered list counts its matches up to this many ("1,000+"), never the whole table. */
export const MEMBERS_COUNT_CAP = 1000;

/**
 * The orders a search can be listed in. A prefix is a range of its own index, listed in that index's order: sorting a
 * prefix's matches by anything else would read every match first (all of "m…" at a million members).
 */
export function memberSortsFor(by: MemberSearchField | undefined): readonly MemberSort[] {
  if (by === 'email') return ['email'];
  if (by === 'name') return ['name'];
  if (by === 'id') return ['signup'];
  return memberSorts;
}

/** The order a list takes when none is asked for: the newest signups first, or a prefix's own order. */
export function defaultMemberSort(by: MemberSearchField | undefined): MemberSort {
  if (by === 'email') return 'email';
  if (by === 'name') return 'name';
  return 'signup';
}

/** Newest signups first; addresses and names from A. */
export const defaultSortDirection = (sort: MemberSort): SortDirection => (sort === 'signup' ? 'desc' : 'asc');

const searchText = textField(254).check(z.trim(), z.minLength(1, { error: 'required' }));
/** The opaque position after the last row of a page (the server makes it; base64url). */
const cursorParam = z.string().check(z.regex(/^[\w-]{1,600}$/, { error: 'invalid_cursor' }));
/** A keyset position in a member's ledger or orders: a row id (bigserial). */
const rowIdParam = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/, { error: 'invalid_id' })),
  z.coerce.number<string>().check(z.minimum(1, { error: 'invalid_id' })),
);

export const memberSearchQuerySchema = z
  .strictObject({
    q: z.optional(searchText),
    by: z.optional(z.enum(memberSearchFields, { error: 'not_allowed' })),
    /** E-mail only: the whole address, not a prefix. */
    exact: z.optional(z.literal('1', { error: 'not_allowed' })),
    site: z.optional(idParam),
    state: z.optional(z.enum(memberStates, { error: 'not_allowed' })),
    sort: z.optional(z.enum(memberSorts, { error: 'not_allowed' })),
    dir: z.optional(z.enum(sortDirections, { error: 'not_allowed' })),
    after: z.optional(cursorParam),
  })
  .check(
    z.refine((query) => (query.q === undefined) === (query.by === undefined), {
      error: 'required',
      path: ['q'],
    }),
    z.refine((query) => query.by !== 'id' || (/^\d{1,10}$/.test(query.q ?? '') && Number(query.q) <= MAX_ID), {
      error: 'invalid_id',
      path: ['q'],
    }),
    z.refine((query) => query.exact === undefined || query.by === 'email', { error: 'not_allowed', path: ['exact'] }),
    z.refine((query) => query.sort === undefined || memberSortsFor(query.by).includes(query.sort), {
      error: 'not_allowed',
      path: ['sort'],
    }),
  );
export type MemberSearchQuery = z.output<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  id: z.int(),
  profile_id: z.int(),
  site_id: z.int(),
  site_name: z.string(),
  email: z.string(),
  name: z.string(),
  country: z.string(),
  status: z.enum(memberAccountStatuses),
  restriction: z.nullable(z.enum(memberRestrictions)),
  signup_date: z.string(),
  last_active: z.string(),
  credits: z.int(),
  paid_user: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/**
 * How many members match: `estimate` (no filter: the table's statistics), `exact`, or `at_least` when a filter
 * matches more than MEMBERS_COUNT_CAP.
 */
export const memberCountSchema = z.object({ count: z.int(), kind: z.enum(['exact', 'at_least', 'estimate']) });

/** GET /api/admin/members.php: members by e-mail, name or id, on every site or one, MEMBERS_PAGE_SIZE a page. */
export const memberSearchEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/members.php',
  permission: 'members.read',
  query: memberSearchQuerySchema,
  response: z.object({
    members: z.array(memberRowSchema),
    /** The `after` of the next page; null on the last. */
    next: z.nullable(z.string()),
    sort: z.enum(memberSorts),
    dir: z.enum(sortDirections),
    /** On the first page only (a later page keeps the first one's). */
    total: z.nullable(memberCountSchema),
  }),
});

const memberParam = z.strictObject({ id: idParam });

/** The account as the member's own download has it, and what only operators see. */
export const memberAccountSchema = z.extend(myDataSchema.shape.account, {
  site: z.object({ id: z.int(), name: z.string() }),
  status: z.enum(memberAccountStatuses),
  restriction: z.nullable(z.enum(memberRestrictions)),
  restricted_until: z.nullable(z.string()),
  confirmed: z.boolean(),
  /** Sessions not yet expired. */
  open_sessions: z.int(),
});

export const memberProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  age: z.nullable(z.int()),
  country: z.string(),
  region: z.int(),
  region_name: z.nullable(z.string()),
  city: z.string(),
  language: z.string(),
  fields: z.record(z.string(), z.unknown()),
  personal: z.boolean(),
  status: z.string(),
  last_active: z.string(),
  created_at: z.string(),
});

export const memberPhotoSchema = z.object({
  id: z.int(),
  url: z.string(),
  thumbnail_url: z.string(),
  main: z.boolean(),
  visibility: z.enum(photoVisibilities),
  needs_review: z.boolean(),
  /** The classifier's nudity probability (0–1), null until scored. */
  nudity_score: z.nullable(z.number()),
  uploaded_at: z.string(),
  reviewed_at: z.nullable(z.string()),
});

/** A report the member filed (`other`: the reported) or received (`other`: the reporter). */
export const memberReportSchema = z.object({
  id: z.int(),
  case_id: z.nullable(z.int()),
  case_status: z.nullable(z.enum(['open', 'closed'])),
  other: z.object({ profile_id: z.int(), member_id: z.nullable(z.int()), name: z.string() }),
  reason: z.string(),
  message: z.string(),
  /** Filed from a chat between the two. */
  conversation_id: z.nullable(z.int()),
  created_at: z.string(),
});

export const memberDecisionSchema = z.object({
  id: z.int(),
  case_id: z.nullable(z.int()),
  action: z.enum(moderationActions),
  ground: z.string(),
  facts: z.string(),
  automated: z.boolean(),
  /** The moderator's address; null for an automated decision. */
  operator: z.nullable(z.string()),
  photo_id: z.nullable(z.int()),
  suspended_until: z.nullable(z.string()),
  created_at: z.string(),
  reversed_at: z.nullable(z.string()),
  statement: z.nullable(
    z.object({
      id: z.int(),
      locale: z.string(),
      created_at: z.string(),
      appeal_until: z.string(),
      seen_at: z.nullable(z.string()),
    }),
  ),
  appeal: z.nullable(
    z.object({
      id: z.int(),
      status: z.enum(['open', 'upheld', 'reversed']),
      created_at: z.string(),
      decided_at: z.nullable(z.string()),
    }),
  ),
});

/** The member page shows at most this many reports each way, newest first, with the totals. */
export const MEMBER_REPORTS_SHOWN = 100;

/** GET /api/admin/member.php?id=: the member page: account, profile, photos, reports, moderation history, totals. */
export const memberDetailsEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/member.php',
  permission: 'members.read',
  query: memberParam,
  response: z.object({
    account: memberAccountSchema,
    profile: z.nullable(memberProfileSchema),
    photos: z.array(memberPhotoSchema),
    reports_filed: z.object({ items: z.array(memberReportSchema), total: z.int() }),
    reports_received: z.object({ items: z.array(memberReportSchema), total: z.int() }),
    /** Decisions on the member, newest first, with their statements of reasons and appeals. */
    moderation: z.array(memberDecisionSchema),
    totals: z.object({ ledger: z.int(), orders: z.int() }),
  }),
});
export type MemberDetails = z.output<typeof memberDetailsEndpoint.response>;

export const MEMBER_ROWS_PAGE_SIZE = 25;
const memberPageQuery = z.strictObject({ member: idParam, before: z.optional(rowIdParam) });

export const ledgerKinds = [
  'grant',
  'purchase',
  'message',
  'refund',
  'chargeback',
  'adjustment',
  'operator_adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(ledgerKinds),
  amount: z.int(),
  /** The order's public id, for purchases, refunds and chargebacks. */
  order_id: z.nullable(z.string()),
  /** The balance right after this entry (the ledger sums to the balance). */
  balance_after: z.int(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/admin/member_ledger.php: the member's credit ledger, newest first, by keyset (`before`: an entry id). */
export const memberLedgerEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/member_ledger.php',
  permission: 'members.read',
  query: memberPageQuery,
  response: z.object({ entries: z.array(ledgerEntrySchema), next: z.nullable(z.int()) }),
});

export const refundStatuses = ['pending', 'done', 'failed'] as const;

export const memberOrderSchema = z.object({
  /** For the keyset only. */
  row: z.int(),
  /** The public transaction id (/transactions/{id}). */
  id: z.string(),
  status: z.enum(['new', ...transactionStates]),
  product: z.enum(['credits', 'premium']),
  credits: z.int(),
  premium_days: z.int(),
  amount: z.int(),
  currency: z.string(),
  country: z.string(),
  method: z.string(),
  provider: z.string(),
  /** A test payment (the sandbox or a Mollie test key). */
  test: z.boolean(),
  discount_code: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  refunded_amount: z.int(),
  charged_back_amount: z.int(),
  /** What may still be refunded: the amount less what was refunded, charged back or is being refunded. */
  refundable: z.int(),
  refunds: z.array(
    z.object({
      amount: z.int(),
      status: z.enum(refundStatuses),
      reason: z.string(),
      operator: z.nullable(z.string()),
      error: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

/** GET /api/admin/member_orders.php: the member's orders, newest first, by keyset (`before`: a row). */
export const memberOrdersEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/member_orders.php',
  permission: 'members.read',
  query: memberPageQuery,
  response: z.object({ orders: z.array(memberOrderSchema), next: z.nullable(z.int()) }),
});

/** Why an operator changes a member's money or account: required, kept in the audit log. */
export const operatorReason = textField(500).check(z.trim(), z.minLength(1, { error: 'required' }));
/**
 * The console's key for one submitted form (a random UUID made when the dialog opens): the same key twice does the
 * action once, so a double click or a retried request after a timeout never refunds or adjusts twice.
 */
export const requestIdField = z.string({ error: 'required' }).check(z.regex(/^[\w-]{16,64}$/, { error: 'invalid_id' }));

/**
 * POST /api/admin/member_refund.php: refunds a paid order in full or in part (minor units) through its provider.
 * The credits' share is taken back as for any refund (docs/payments.md "Refunds by an operator").
 */
export const memberRefundEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/member_refund.php',
  permission: 'members.money',
  body: z.strictObject({
    member: idField,
    order: z.string({ error: 'required' }).check(z.regex(/^[\w-]{10,40}$/, { error: 'invalid_id' })),
    amount: z
      .int({ error: 'invalid_amount' })
      .check(z.minimum(1, { error: 'invalid_amount' }), z.maximum(MAX_ID, { error: 'invalid_amount' })),
    reason: operatorReason,
    request_id: requestIdField,
  }),
  response: z.object({ order: memberOrderSchema, balance: z.int() }),
});

/** 409: the order cannot be refunded (not paid, or not with this much left). */
export const REFUND_NOT_POSSIBLE = 'refund_not_possible';
/** 502: the provider refused or could not be reached; nothing was changed. */
export const REFUND_PROVIDER_ERROR = 'refund_provider_error';

/** The largest single adjustment: a typo of a few zeros should not mint a fortune. */
export const MAX_CREDIT_ADJUSTMENT = 100_000;

/** What an adjustment does: the operator's choice, never read from the sign of a number typed. */
export const creditAdjustmentKinds = ['add', 'take'] as const;
export type CreditAdjustmentKind = (typeof creditAdjustmentKinds)[number];

/** 400 at `amount`: a negative amount, which would turn "add" into taking or "take" into adding. */
export const CONTRADICTS_KIND = 'contradicts_kind';

/**
 * An adjustment as the console's dialog sends it: the kind (add or take) and how many credits, a positive whole
 * number; the ledger and the audit log keep the signed change. With a kind, a negative amount contradicts it either
 * way: it is refused at `amount`, never read as the other direction. Without one (a console released before 1.17,
 * still live while the new one is released) the amount's sign says which, as it did.
 */
export const creditAdjustmentSchema = z
  .strictObject({
    member: idField,
    kind: z.optional(choiceField(creditAdjustmentKinds)),
    amount: z.int({ error: 'invalid_amount' }).check(
      z.minimum(-MAX_CREDIT_ADJUSTMENT, { error: 'invalid_amount' }),
      z.maximum(MAX_CREDIT_ADJUSTMENT, { error: 'invalid_amount' }),
      z.refine((amount) => amount !== 0, { error: 'invalid_amount' }),
    ),
    reason: operatorReason,
    request_id: requestIdField,
  })
  .check(z.refine((body) => body.kind === undefined || body.amount > 0, { path: ['amount'], error: CONTRADICTS_KIND }));
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

/** The change an adjustment makes to the balance: positive adds, negative takes (without a kind, the amount as sent). */
export const creditChange = (adjustment: Pick<CreditAdjustment, 'kind' | 'amount'>) =>
  adjustment.kind === 'take' ? -adjustment.amount : adjustment.amount;

/**
 * POST /api/admin/member_credits.php: adds or takes (`kind`) credits (a positive `amount`), with a reason; its own
 * ledger kind `operator_adjustment`. The balance never goes below zero.
 */
export const memberCreditAdjustmentEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/member_credits.php',
  permission: 'members.money',
  body: creditAdjustmentSchema,
  /** The balance now, and the ledger entry of the adjustment. */
  response: z.object({ balance: z.int(), entry_id: z.int() }),
});

/** 409: taking this many would leave a negative balance. */
export const BALANCE_TOO_LOW = 'balance_too_low';

/** POST /api/admin/member_activation.php: sends the activation mail again (address not confirmed yet). */
export const memberActivationEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/member_activation.php',
  permission: 'members.account',
  body: z.strictObject({ member: idField }),
  response: z.object({ sent_to: z.string() }),
});

/**
 * POST /api/admin/member_export.php: everything stored about the member, the same JSON as the member's own
 * "download my data" (GET /api/my_data.php), as a download. A POST: each export is recorded in the audit log.
 */
export const memberExportEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/member_export.php',
  permission: 'members.account',
  body: z.strictObject({ member: idField }),
  response: myDataSchema,
});

/**
 * POST /api/admin/member_deletion.php: deletes the account on the member's request (GDPR), as the member's own
 * deletion does; the audit log records "on request via support" and the operator's note.
 */
export const memberDeletionEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/member_deletion.php',
  permission: 'members.account',
  body: z.strictObject({ member: idField, note: z.optional(textField(500).check(z.trim())) }),
  response: z.object({ status: z.literal('deleted') }),
});

/** The reason the audit log gives for a deletion made by support. */
export const SUPPORT_DELETION_REASON = 'on request via support';

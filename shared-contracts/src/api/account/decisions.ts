import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, textField, validationMessages as m } from '../input';
import { restrictions, statementActions } from '../moderation';

/**
 * What members see of moderation (docs/product.md "Decisions about your account"): the statements of reasons about
 * their account with the appeal of each, the outcome of the reports they filed, and on /pages/ban their restriction.
 */

/** An appeal's text: long enough to say why, short enough to read. */
export const APPEAL_MIN_LENGTH = 10;
export const APPEAL_MAX_LENGTH = 5000;

export const appealStatuses = ['open', 'upheld', 'reversed'] as const;

/**
 * A statement of reasons (DSA art. 17) as its member reads it: what was decided, on which rule of the terms (`ground`,
 * translated and linked to the terms by the page), the facts, whether automated means decided it, when, until when a
 * suspension runs, and the appeal (art. 20): possible until `appeal_until`, once.
 */
export const statementSchema = z.object({
  id: z.int(),
  action: z.enum(statementActions),
  /** A key of moderationGrounds; the page shows an unknown one as "other". */
  ground: z.string(),
  facts: z.string(),
  automated: z.boolean(),
  created_at: z.string(),
  /** The end of a suspension; null for every other action. */
  suspended_until: z.nullable(z.string()),
  /** The profile texts a `remove_text` took away (their field names). */
  removed_fields: z.array(z.string()),
  /** The photo a `remove_photo` or `reject_photo` concerns, the member's own. */
  photo: z.nullable(z.object({ id: z.int(), thumb_filename: z.string() })),
  /** Undone on appeal: what it removed is back, a restriction lifted. */
  reversed: z.boolean(),
  appeal_until: z.string(),
  appeal: z.nullable(
    z.object({
      status: z.enum(appealStatuses),
      created_at: z.string(),
      decided_at: z.nullable(z.string()),
      /** The moderator's note on the outcome, once decided. */
      note: z.string(),
    }),
  ),
  /** No appeal yet and still within the window. */
  can_appeal: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;

/** The member's restriction, as /pages/ban shows it; `statement` is the statement of the decision that made it. */
export const restrictionSchema = z.object({
  restriction: z.enum(restrictions),
  /** The end of a suspension; null for a ban. */
  until: z.nullable(z.string()),
  statement: z.nullable(statementSchema),
});
export type RestrictionView = z.infer<typeof restrictionSchema>;

/**
 * A report the member filed, with its outcome once the moderators decided (DSA art. 16(5)): that they took action or
 * found no breach — never what was done to the other member.
 */
export const filedReportSchema = z.object({
  id: z.int(),
  /** The reported member's name as it was public; '' once that profile is gone. */
  name: z.string(),
  reason: z.string(),
  created_at: z.string(),
  outcome: z.nullable(z.enum(['action_taken', 'no_breach'])),
  outcome_at: z.nullable(z.string()),
});
export type FiledReport = z.infer<typeof filedReportSchema>;

/**
 * GET /api/decisions.php: the logged-in member's statements (newest first) and reports; a suspended or banned member
 * (whose session is restricted) gets them too, with the restriction. 403 for visitors.
 */
export const decisionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/decisions.php',
  response: z.object({
    restriction: z.nullable(restrictionSchema),
    statements: z.array(statementSchema),
    reports: z.array(filedReportSchema),
  }),
});

/** The token of a statement's link (32 random bytes, base64url), which works without a session. */
export const statementToken = z.string({ error: m.required }).check(z.regex(/^[\w-]{43}$/, { error: 'invalid_token' }));

/** 404 for a statement that is not the member's, or a token that names none. */
export const NO_STATEMENT = 'no_statement';

/**
 * The statement's member's account now: `restricted` (suspended or banned, by this decision or a later one), `open`
 * (never restricted by it, or no longer: reversed on appeal, or a suspension that ended) or `gone` (deleted).
 */
export const statementAccountStates = ['restricted', 'open', 'gone'] as const;
export type StatementAccountState = (typeof statementAccountStates)[number];

/**
 * GET /api/statement.php?token=: the statement a mail's link names, for anyone holding the link (a banned member has
 * no session), with the member's restriction when this statement made it and the account's state now (the ban page
 * opened again after a reversal says the account is open and offers the way in).
 */
export const statementEndpoint = endpoint({
  method: 'GET',
  path: '/api/statement.php',
  query: z.strictObject({ token: statementToken }),
  response: z.object({
    statement: statementSchema,
    restriction: z.nullable(restrictionSchema),
    account: z.enum(statementAccountStates),
  }),
});

export const appealRequestSchema = z.strictObject({
  statement: idField,
  /** The statement link's token, when the member has no session (a ban, or another browser). */
  token: z.optional(statementToken),
  text: textField(APPEAL_MAX_LENGTH).check(
    z.trim(),
    z.minLength(1, { error: m.required, abort: true }),
    z.minLength(APPEAL_MIN_LENGTH, { error: m.minLength }),
  ),
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

/** 409: this statement has its appeal already (one per statement). */
export const APPEAL_EXISTS = 'appeal_exists';
/** 410: the appeal window (APPEAL_WINDOW_DAYS) has passed. */
export const APPEAL_WINDOW_CLOSED = 'appeal_window_closed';

/**
 * POST /api/appeal.php: appeals a statement once, within the window, by its member: with a session (also a
 * restricted one) or the link's token. Answers the statement with its appeal.
 */
export const appealEndpoint = endpoint({
  method: 'POST',
  path: '/api/appeal.php',
  body: appealRequestSchema,
  response: z.object({ statement: statementSchema }),
});

import { z } from 'zod/mini';
import { idField, idParam, textField, validationMessages as m } from '../input';
import { moderationActions, moderationGroundSchema, photoVisibilities, restrictions } from '../moderation';
import { adminEndpoint } from './endpoint';

/**
 * The reports queue, cases, decisions and appeals of the console (docs/operators.md "Reports", "Decisions",
 * "Appeals"). Reads need `reports.read` (appeals: `appeals.decide`), acting `reports.act`.
 */

export const CASES_PAGE_SIZE = 25;
export const APPEALS_PAGE_SIZE = 25;
export const CASE_MESSAGES_PAGE_SIZE = 50;
export const caseSortOrders = ['newest', 'oldest', 'most_reports'] as const;
export type CaseSortOrder = (typeof caseSortOrders)[number];

/** A page number in a query string, 1 to 10,000. */
const pageParam = z.pipe(
  z.string().check(z.regex(/^\d{1,5}$/, { error: m.invalidId })),
  z.coerce.number<string>().check(z.minimum(1, { error: m.invalidId }), z.maximum(10_000, { error: m.invalidId })),
);

const operatorRef = z.object({ id: z.int(), name: z.string() });
const photoRef = z.object({ id: z.int(), thumb_filename: z.string() });

/** A row of the reports queue: one case, the open reports on one profile. */
export const caseRowSchema = z.object({
  id: z.int(),
  site_id: z.int(),
  site_name: z.string(),
  status: z.enum(['open', 'closed']),
  profile: z.object({ id: z.int(), name: z.string(), status: z.string(), main_image: z.nullable(photoRef) }),
  /** The reported profile's member; null for a demo profile, which has none. */
  member_id: z.nullable(z.int()),
  reports: z.int(),
  /** The reasons given, each once, most frequent first. */
  reasons: z.array(z.string()),
  opened_at: z.string(),
  last_report_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
  claimed_by: z.nullable(operatorRef),
});
export type CaseRow = z.infer<typeof caseRowSchema>;

/** GET /api/admin/reports.php: the cases, per site, open (default) or closed, newest, oldest or most reported first. */
export const casesListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/reports.php',
  permission: 'reports.read',
  query: z.strictObject({
    site: z.optional(idParam),
    status: z.optional(z.enum(['open', 'closed'])),
    sort: z.optional(z.enum(caseSortOrders)),
    page: z.optional(pageParam),
  }),
  response: z.object({ cases: z.array(caseRowSchema), total: z.int(), page: z.int(), per_page: z.int() }),
});

/** The reported (or acted on) member: account and profile, with every photo, also those others cannot see. */
export const moderatedMemberSchema = z.object({
  profile: z.object({
    id: z.int(),
    site_id: z.int(),
    name: z.string(),
    status: z.string(),
    gender: z.nullable(z.string()),
    age: z.nullable(z.int()),
    country: z.string(),
    city: z.string(),
    language: z.string(),
    fictional: z.boolean(),
    fields: z.record(z.string(), z.string()),
    /** The about-me texts of the site (settings.visible_profile_notes): what "remove profile text" can take away. */
    text_fields: z.array(z.string()),
    photos: z.array(
      z.object({
        id: z.int(),
        thumb_filename: z.string(),
        filename: z.string(),
        visibility: z.enum(photoVisibilities),
        needs_review: z.boolean(),
        nudity_score: z.nullable(z.number()),
        main: z.boolean(),
      }),
    ),
  }),
  /** Null for a demo profile without a member. */
  account: z.nullable(
    z.object({
      id: z.int(),
      email: z.string(),
      status: z.string(),
      restriction: z.nullable(z.enum(restrictions)),
      restricted_until: z.nullable(z.string()),
      signup_date: z.string(),
    }),
  ),
});
export type ModeratedMember = z.infer<typeof moderatedMemberSchema>;

export const appealStatusSchema = z.enum(['open', 'upheld', 'reversed']);

/** A decision as the console lists it. */
export const decisionRowSchema = z.object({
  id: z.int(),
  case_id: z.nullable(z.int()),
  profile_id: z.nullable(z.int()),
  action: z.enum(moderationActions),
  ground: z.string(),
  facts: z.string(),
  automated: z.boolean(),
  operator: z.nullable(operatorRef),
  created_at: z.string(),
  suspended_until: z.nullable(z.string()),
  photo_id: z.nullable(z.int()),
  removed_fields: z.array(z.string()),
  reversed_at: z.nullable(z.string()),
  /** The statement's appeal, if one was filed. */
  appeal: z.nullable(z.object({ id: z.int(), status: appealStatusSchema })),
});
export type DecisionRow = z.infer<typeof decisionRowSchema>;

export const caseReportSchema = z.object({
  id: z.int(),
  reporter: z.object({
    member_id: z.nullable(z.int()),
    profile_id: z.nullable(z.int()),
    name: z.string(),
    email: z.string(),
  }),
  reason: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** The chat it was filed from: the case page reads the conversation between reporter and reported. */
  conversation_id: z.nullable(z.int()),
  outcome: z.nullable(z.enum(['action_taken', 'no_breach'])),
});
export type CaseReport = z.infer<typeof caseReportSchema>;

/** GET /api/admin/case.php?id=: a case with its reports, the reported member and the earlier decisions on them. */
export const caseEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/case.php',
  permission: 'reports.read',
  query: z.strictObject({ id: idParam }),
  response: z.object({
    case: caseRowSchema,
    member: moderatedMemberSchema,
    reports: z.array(caseReportSchema),
    decisions: z.array(decisionRowSchema),
  }),
});

/**
 * GET /api/admin/moderated_member.php?profile=: a member as the moderation panel of the members page shows them, with
 * every decision on them, to decide on them directly (without a case).
 */
export const moderatedMemberEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/moderated_member.php',
  permission: 'reports.read',
  query: z.strictObject({ profile: idParam }),
  response: z.object({ member: moderatedMemberSchema, decisions: z.array(decisionRowSchema) }),
});

/** 404: no such case. */
export const NO_CASE = 'no_case';
/** 409: another moderator has claimed the case. */
export const CASE_CLAIMED = 'case_claimed';
/** 409: the case was decided already (a second click, or another moderator): nothing changed. */
export const CASE_CLOSED = 'case_closed';

/** PUT /api/admin/case.php {id, claim}: claims the case for the signed-in moderator, or gives it back. */
export const caseClaimEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/case.php',
  permission: 'reports.act',
  body: z.strictObject({ id: idField, claim: z.boolean() }),
  response: z.object({ case: caseRowSchema }),
});

/**
 * GET /api/admin/case_messages.php?case=&conversation=&before=: the chat a report of the case was filed from, newest
 * first, `before` a sequence number; only conversations named by the case's reports.
 */
export const caseMessagesEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/case_messages.php',
  permission: 'reports.read',
  query: z.strictObject({ case: idParam, conversation: idParam, before: z.optional(idParam) }),
  response: z.object({
    messages: z.array(
      z.object({ id: z.int(), seq: z.int(), sender: z.int(), text: z.string(), created_at: z.string() }),
    ),
    has_more: z.boolean(),
    /** The two sides: profile id and name. */
    sides: z.array(z.object({ profile_id: z.int(), name: z.string() })),
  }),
});

/** What a moderator may decide in the console (approve and reject are the photo queue's). */
export const moderatorActions = ['dismiss', 'warn', 'remove_photo', 'remove_text', 'suspend', 'ban', 'lift'] as const;
export type ModeratorAction = (typeof moderatorActions)[number];
export const FACTS_MAX_LENGTH = 5000;
export const SUSPENSION_MAX_DAYS = 3650;

/**
 * POST /api/admin/decision.php: a decision on a case (which it closes) or directly on a profile: the action, its
 * ground and facts (quoted in the statement of reasons), the days of a suspension, the photo or the about-me fields
 * to remove. `request_id` is the form's own key: sent again, the decision is made once.
 */
export const decisionRequestSchema = z
  .strictObject({
    request_id: z.uuid({ error: m.invalidId }),
    case: z.optional(idField),
    profile: z.optional(idField),
    action: z.enum(moderatorActions, { error: m.notAllowed }),
    ground: z.optional(moderationGroundSchema),
    facts: textField(FACTS_MAX_LENGTH).check(z.trim()),
    days: z.optional(
      z.int({ error: m.notAllowed }).check(z.minimum(1, { error: m.notAllowed }), z.maximum(SUSPENSION_MAX_DAYS)),
    ),
    photo: z.optional(idField),
    fields: z.optional(z.array(textField(64)).check(z.minLength(1, { error: m.required }), z.maxLength(20))),
  })
  .check(
    z.superRefine((value, context) => {
      const need = (field: string, ok: boolean) => {
        if (!ok) context.addIssue({ code: 'custom', path: [field], message: m.required, input: value });
      };
      need('profile', value.case !== undefined || value.profile !== undefined);
      if (value.action !== 'dismiss' && value.action !== 'lift') {
        need('ground', value.ground !== undefined);
        need('facts', value.facts.length > 0);
      }
      if (value.action === 'suspend') need('days', value.days !== undefined);
      if (value.action === 'remove_photo') need('photo', value.photo !== undefined);
      if (value.action === 'remove_text') need('fields', value.fields !== undefined);
    }),
  );
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

/** 409: the member is not restricted (lift), is banned already (suspend or ban), or has nothing of that left to remove. */
export const NOTHING_TO_DECIDE = 'nothing_to_decide';

export const decisionEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/decision.php',
  permission: 'reports.act',
  body: decisionRequestSchema,
  response: z.object({ decision: decisionRowSchema, case: z.nullable(caseRowSchema) }),
});

/** An appeal as the appeals queue lists it. */
export const appealRowSchema = z.object({
  id: z.int(),
  site_id: z.int(),
  site_name: z.string(),
  status: appealStatusSchema,
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(operatorRef),
  profile: z.object({ id: z.nullable(z.int()), name: z.string() }),
  decision: z.object({
    id: z.int(),
    action: z.enum(moderationActions),
    ground: z.string(),
    automated: z.boolean(),
    operator: z.nullable(operatorRef),
    created_at: z.string(),
  }),
});
export type AppealRow = z.infer<typeof appealRowSchema>;

/** GET /api/admin/appeals.php: appeals, open (default, oldest first) or decided (newest first), per site. */
export const appealsListEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/appeals.php',
  permission: 'appeals.decide',
  query: z.strictObject({
    site: z.optional(idParam),
    status: z.optional(z.enum(['open', 'decided'])),
    page: z.optional(pageParam),
  }),
  response: z.object({ appeals: z.array(appealRowSchema), total: z.int(), page: z.int(), per_page: z.int() }),
});

/** 404: no such appeal. */
export const NO_APPEAL = 'no_appeal';
/** 403: the moderator who made the decision may not decide its appeal (DSA art. 20: another person reviews it). */
export const SAME_MODERATOR = 'same_moderator';
/** 409: the appeal is decided already. */
export const APPEAL_DECIDED = 'appeal_decided';

/**
 * What the appealed decision was taken on, for the reviewer to judge again: the case it closed (its page, its
 * reports and the chats they name, read through case_messages.php as an audited read) and the profile texts it
 * removed, as they were. A photo decision names its photo (`decision.photo_id`), read through photofile.php.
 */
export const appealEvidenceSchema = z.object({
  /** Null for a decision on the member without a case, and for the classifier's. */
  case: z.nullable(caseRowSchema),
  reports: z.array(caseReportSchema),
  removed_texts: z.record(z.string(), z.string()),
});
export type AppealEvidence = z.infer<typeof appealEvidenceSchema>;

/**
 * GET /api/admin/appeal.php?id=: the appeal with the statement's decision, the evidence it was taken on, the member
 * and whether this operator may decide it.
 */
export const appealEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/appeal.php',
  permission: 'appeals.decide',
  query: z.strictObject({ id: idParam }),
  response: z.object({
    appeal: z.extend(appealRowSchema, { text: z.string(), note: z.string() }),
    decision: decisionRowSchema,
    statement: z.object({ id: z.int(), created_at: z.string(), appeal_until: z.string(), locale: z.string() }),
    evidence: appealEvidenceSchema,
    member: moderatedMemberSchema,
    /** False for the moderator who made the decision. */
    may_decide: z.boolean(),
  }),
});

export const APPEAL_NOTE_MAX_LENGTH = 2000;

/** POST /api/admin/appeal.php {id, outcome, note}: upholds or reverses; a reversal undoes the decision. */
export const appealDecideEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/appeal.php',
  permission: 'appeals.decide',
  body: z.strictObject({
    id: idField,
    outcome: z.enum(['uphold', 'reverse'], { error: m.notAllowed }),
    note: textField(APPEAL_NOTE_MAX_LENGTH).check(z.trim(), z.minLength(1, { error: m.required })),
  }),
  response: z.object({ appeal: appealRowSchema }),
});

import {
  CASE_CLAIMED,
  CASE_CLOSED,
  NO_CASE,
  NOTHING_TO_DECIDE,
  type AuditAction,
  type ModeratorAction,
} from 'shared-contracts/api/admin';
import type { ModerationAction, ModerationGround, PhotoVisibility } from 'shared-contracts/api';
import type { Queryable } from '../db/database';
import { HttpError, invalidFields, noSuchMember } from '../lib/httpErrors';
import type { MailService } from '../mail/mailer';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { LiveBus } from '../repositories/liveBus';
import type { CaseRepository } from '../repositories/moderationCases';
import {
  PHOTO_WAITING,
  type DecisionRepository,
  type DecisionTarget,
  type Removed,
  type StoredDecision,
} from '../repositories/moderationDecisions';
import type { NewReport, ReportRepository } from '../repositories/reports';
import type { SessionRepository } from '../repositories/sessions';
import type { SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import type { StatementService } from './statements';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An operator's act: the audit log names them. */
export type ModeratorAct = OperatorAct & { actor: { kind: 'operator'; operatorId: number } };

/** A decision as a moderator makes it, on a case or directly on a profile (the members page). */
export interface DecisionInput {
  /** The form's key: the same key again answers the decision it made (a double click, a retry). */
  requestId?: string;
  caseId?: number;
  profileId?: number;
  action: ModeratorAction;
  ground?: ModerationGround;
  facts: string;
  /** A suspension's length. */
  days?: number;
  /** The photo to remove. */
  photoId?: number;
  /** The about-me texts to remove (settings.visible_profile_notes). */
  fields?: string[];
}

/** What the audit log calls each decision. */
const AUDIT_ACTIONS: Record<ModerationAction, AuditAction> = {
  dismiss: 'case.dismissed',
  warn: 'member.warned',
  remove_photo: 'photo.removed',
  remove_text: 'profile_text.removed',
  suspend: 'member.suspended',
  ban: 'member.banned',
  lift: 'member.restriction_lifted',
  approve_photo: 'photo.approved',
  reject_photo: 'photo.rejected',
  hold_photo: 'photo.held',
};

/** What each photo decision makes of its photo: a reversal restores only a photo that is still so. */
const PHOTO_LEFT: Partial<Record<ModerationAction, PhotoVisibility>> = {
  remove_photo: 'removed',
  reject_photo: 'rejected',
  hold_photo: 'pending',
};

const nothingToDecide = (message: string) => new HttpError(409, NOTHING_TO_DECIDE, message);
const restrictionOf = (target: DecisionTarget) => ({
  restriction: target.restriction,
  restricted_until: target.restricted_until?.toISOString() ?? null,
  profile_status: target.profile_status,
});

/**
 * The moderators' work on reports and members (docs/operators.md "Reports", "Decisions"): reports gather into cases,
 * moderators claim and decide them, or act on a member directly. A decision is one transaction: the decision row,
 * its effect on the member (restriction, removed photo or text, each kept for a reversal), the statement of reasons,
 * the reporters' outcome, the audit entry and the outbox mails. A restriction closes the member's live sockets.
 *
 * Another part of the console (the members page) acts on a member through `decide` without a case.
 */
export class ModerationService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      reports: ReportRepository;
      cases: CaseRepository;
      decisions: DecisionRepository;
      statements: StatementService;
      sessions: SessionRepository;
      sites: SiteRepository;
      live: LiveBus;
      audit: AuditRepository;
      mail: MailService;
    },
  ) {}

  /** A member's report: into the reported profile's open case (opened when there is none), on the audit log by them. */
  async fileReport(report: NewReport): Promise<{ reportId: number; caseId: number }> {
    const { inTransaction, reports, audit } = this.deps;
    return inTransaction(async (tx) => {
      const filed = await reports.file(tx, report);
      await audit.append(tx, {
        actor: { kind: 'member' },
        action: filed.opened ? 'case.opened' : 'report.filed',
        objectType: 'case',
        objectId: filed.caseId,
        siteId: report.siteId,
        after: { report: filed.reportId, reporter: report.memberId, profile: report.profileId, reason: report.reason },
      });
      return filed;
    });
  }

  /** Claims a case for the moderator (409 when another has it), or gives it back. */
  async claim(act: ModeratorAct, caseId: number, claim: boolean): Promise<void> {
    const { inTransaction, cases, audit } = this.deps;
    await inTransaction(async (tx) => {
      const found = await cases.lock(tx, caseId);
      if (!found) throw new HttpError(404, NO_CASE, 'No such case');
      if (found.status === 'closed') throw new HttpError(409, CASE_CLOSED, 'This case is decided already');
      const me = act.actor.operatorId;
      if (claim && found.claimed_by !== null && found.claimed_by !== me)
        throw new HttpError(409, CASE_CLAIMED, 'Another moderator has claimed this case');
      const next = claim ? me : null;
      if (found.claimed_by === next) return;
      await cases.claim(tx, caseId, next);
      await audit.append(tx, {
        ...act,
        action: claim ? 'case.claimed' : 'case.unclaimed',
        objectType: 'case',
        objectId: caseId,
        siteId: found.site_id,
        before: { claimed_by: found.claimed_by },
        after: { claimed_by: next },
      });
    });
  }

  /**
   * Makes a decision (see the class comment). On a case: the case must be open (409 `case_closed` — a second click
   * changes nothing) and not claimed by someone else; the decision closes it and tells its reporters.
   */
  async decide(act: ModeratorAct, input: DecisionInput): Promise<{ decisionId: number; caseId: number | null }> {
    const { inTransaction, cases, decisions, audit, reports, statements } = this.deps;
    // The route's schema says the same; a caller from another part of the console gets the same answer.
    const ground = input.ground ?? '';
    if (input.action !== 'dismiss' && input.action !== 'lift') {
      if (!ground) throw invalidFields({ ground: 'required' });
      if (!input.facts.trim()) throw invalidFields({ facts: 'required' });
    }
    const made = await inTransaction(async (tx) => {
      if (input.requestId) {
        const earlier = await decisions.byRequestId(tx, input.requestId);
        if (earlier) return { decisionId: earlier.id, caseId: earlier.case_id, repeated: true };
      }
      let profileId = input.profileId;
      let caseSite: number | null = null;
      if (input.caseId !== undefined) {
        const found = await cases.lock(tx, input.caseId);
        if (!found) throw new HttpError(404, NO_CASE, 'No such case');
        if (found.status === 'closed') throw new HttpError(409, CASE_CLOSED, 'This case is decided already');
        if (found.claimed_by !== null && found.claimed_by !== act.actor.operatorId)
          throw new HttpError(409, CASE_CLAIMED, 'Another moderator has claimed this case');
        if (profileId !== undefined && profileId !== found.profile_id) throw invalidFields({ profile: 'not_allowed' });
        profileId = found.profile_id;
        caseSite = found.site_id;
      } else if (input.action === 'dismiss') {
        throw invalidFields({ case: 'required' });
      }
      if (profileId === undefined) throw invalidFields({ profile: 'required' });
      const target = await decisions.lockTarget(tx, profileId);
      if (!target) throw noSuchMember();
      const effect = await this.prepare(tx, target, input);
      const decisionId = await decisions.insert(tx, {
        siteId: caseSite ?? target.site_id,
        caseId: input.caseId ?? null,
        memberId: target.member_id,
        profileId: target.profile_id,
        action: input.action,
        ground,
        facts: input.facts,
        automated: false,
        operatorId: act.actor.operatorId,
        photoId: input.photoId ?? null,
        removed: effect.removed,
        suspendedUntil: effect.suspendedUntil,
        requestId: input.requestId ?? null,
      });
      await this.apply(tx, target, input.action, { decisionId, suspendedUntil: effect.suspendedUntil });
      await statements.issue(tx, decisionId);
      if (input.caseId !== undefined) {
        await cases.close(tx, input.caseId);
        const outcome = input.action === 'dismiss' ? 'no_breach' : 'action_taken';
        const reporters = await reports.decide(tx, input.caseId, outcome);
        await statements.tellReporters(tx, caseSite ?? target.site_id, reporters, outcome);
      }
      const after = await decisions.lockTarget(tx, target.profile_id);
      await audit.append(tx, {
        ...act,
        action: AUDIT_ACTIONS[input.action],
        objectType: target.member_id === null ? 'profile' : 'member',
        objectId: target.member_id ?? target.profile_id,
        siteId: target.site_id,
        before: { ...restrictionOf(target), ...effect.auditBefore },
        after: {
          decision: decisionId,
          case: input.caseId ?? null,
          ground: input.ground ?? null,
          ...(after ? restrictionOf(after) : {}),
          ...effect.auditAfter,
        },
        reason: input.facts,
      });
      return { decisionId, caseId: input.caseId ?? null, repeated: false };
    });
    if (!made.repeated) this.deps.mail.wake();
    return { decisionId: made.decisionId, caseId: made.caseId };
  }

  /** Checks that the action can be taken on the target and works out what it removes (nothing is written yet). */
  private async prepare(
    tx: Queryable,
    target: DecisionTarget,
    input: DecisionInput,
  ): Promise<{
    removed: Removed | null;
    suspendedUntil: Date | null;
    auditBefore: Record<string, unknown>;
    auditAfter: Record<string, unknown>;
  }> {
    const none = { removed: null, suspendedUntil: null, auditBefore: {}, auditAfter: {} };
    const needsMember = () => {
      if (target.member_id === null) throw nothingToDecide('This profile has no member to act on');
      if (target.member_status === 'deleted' || target.member_status === 'deactivated')
        throw nothingToDecide('This account is closed');
    };
    switch (input.action) {
      case 'dismiss':
        return none;
      case 'warn':
        needsMember();
        return none;
      case 'suspend':
        needsMember();
        if (target.restriction === 'banned') throw nothingToDecide('The member is banned already');
        if (!input.days || input.days < 1) throw invalidFields({ days: 'required' });
        return { ...none, suspendedUntil: new Date(Date.now() + input.days * DAY_MS) };
      case 'ban':
        needsMember();
        if (target.restriction === 'banned') throw nothingToDecide('The member is banned already');
        return none;
      case 'lift':
        if (target.member_id === null || target.restriction === null)
          throw nothingToDecide('The member is not restricted');
        return none;
      case 'remove_photo': {
        const photoId = input.photoId;
        if (photoId === undefined) throw invalidFields({ photo: 'required' });
        const outcome = await this.deps.decisions.removePhoto(tx, target.profile_id, photoId);
        if (outcome === 'not_found') throw new HttpError(404, 'no_photo', 'No such photo on this profile');
        if (outcome === 'unchanged') throw nothingToDecide('This photo is out of sight already');
        return {
          ...none,
          removed: { photo_id: photoId, before: outcome.before },
          auditBefore: { photo: photoId, main: target.main_image_id === photoId, ...outcome.before },
          auditAfter: { photo: photoId, visibility: 'removed' },
        };
      }
      case 'remove_text': {
        const site = await this.deps.sites.byId(target.site_id, tx);
        const allowed = new Set(site?.settings.visible_profile_notes ?? []);
        const fields = [...new Set(input.fields ?? [])];
        if (!fields.length) throw invalidFields({ fields: 'required' });
        if (fields.some((field) => !allowed.has(field))) throw invalidFields({ fields: 'not_allowed' });
        const removed = Object.fromEntries(
          fields.flatMap((field) => (target.fields[field] ? [[field, target.fields[field]]] : [])),
        );
        if (!Object.keys(removed).length) throw nothingToDecide('These texts are empty already');
        const kept = Object.fromEntries(Object.entries(target.fields).filter(([field]) => !(field in removed)));
        await this.deps.decisions.setFields(tx, target.profile_id, kept);
        return {
          ...none,
          removed: { fields: removed },
          auditBefore: { fields: removed },
          auditAfter: { fields: Object.keys(removed) },
        };
      }
    }
    throw nothingToDecide(`${input.action as string} is not a moderator's decision`);
  }

  /** The decision's effect on the member's account: restrictions, and the live sockets a restriction closes. */
  private async apply(
    tx: Queryable,
    target: DecisionTarget,
    action: ModeratorAction,
    decision: { decisionId: number; suspendedUntil: Date | null },
  ): Promise<void> {
    const memberId = target.member_id;
    if (memberId === null) return;
    if (action === 'suspend' || action === 'ban') {
      await this.deps.decisions.restrict(
        tx,
        { memberId, profileId: target.profile_id },
        {
          kind: action === 'ban' ? 'banned' : 'suspended',
          until: decision.suspendedUntil,
          decisionId: decision.decisionId,
        },
      );
      await this.closeSockets(tx, memberId);
    } else if (action === 'lift') {
      await this.deps.decisions.lift(tx, { memberId, profileId: target.profile_id });
    }
  }

  /**
   * The member's sessions stay (the ban page knows who it is) but become restricted; their live sockets close as
   * for an ended session, in whichever process holds them, once the decision commits.
   */
  private async closeSockets(tx: Queryable, memberId: number): Promise<void> {
    const hashes = await this.deps.sessions.hashesOf(tx, memberId);
    await this.deps.live.publishAll(
      hashes.map((hash) => ({ to: [memberId], sessionEnded: hash })),
      tx,
    );
  }

  /**
   * Undoes a decision on appeal, in the appeal's transaction: lifts the restriction it made (unless a later decision
   * replaced it), puts a removed, rejected or held photo back where it was before (a photo that waited for review
   * waits again: a reversal is not an approval), restores removed texts the member has not rewritten since.
   * Answers what it restored, for the audit log.
   */
  async undo(tx: Queryable, decision: StoredDecision): Promise<Record<string, unknown>> {
    const { decisions } = this.deps;
    await decisions.markReversed(tx, decision.id);
    if (decision.profile_id === null) return {};
    const target = await decisions.lockTarget(tx, decision.profile_id);
    if (!target) return {};
    if (decision.action === 'suspend' || decision.action === 'ban') {
      if (target.member_id === null || target.restriction_decision_id !== decision.id)
        return { restriction: 'replaced' };
      await decisions.lift(tx, { memberId: target.member_id, profileId: target.profile_id });
      return { restriction: null };
    }
    const left = PHOTO_LEFT[decision.action];
    if (left && decision.photo_id !== null) {
      const recorded = decision.removed && 'photo_id' in decision.removed ? decision.removed.before : undefined;
      const before = recorded ?? PHOTO_WAITING;
      const restored = await decisions.restorePhoto(
        tx,
        { profileId: target.profile_id, photoId: decision.photo_id, left },
        before,
      );
      return { photo: decision.photo_id, restored, ...(restored ? before : {}) };
    }
    if (decision.action === 'remove_text' && decision.removed && 'fields' in decision.removed) {
      const back = Object.fromEntries(
        Object.entries(decision.removed.fields).filter(([field]) => !target.fields[field]),
      );
      await decisions.setFields(tx, target.profile_id, { ...target.fields, ...back });
      return { fields: Object.keys(back) };
    }
    return {};
  }

  /** Lifts one batch of expired suspensions (the sweep, every process); answers how many. */
  async liftExpiredSuspensions(limit: number): Promise<number> {
    const { inTransaction, decisions, audit } = this.deps;
    return inTransaction(async (tx) => {
      const due = await decisions.expiredSuspensions(tx, limit);
      for (const member of due) {
        await decisions.lift(tx, { memberId: member.member_id, profileId: null });
        await audit.append(tx, {
          actor: { kind: 'system' },
          action: 'member.suspension_ended',
          objectType: 'member',
          objectId: member.member_id,
          siteId: member.site_id,
          before: { restriction: 'suspended' },
          after: { restriction: null },
        });
      }
      return due.length;
    });
  }
}

import type { FiledReport } from 'shared-contracts/api/account';
import type { CaseReport } from 'shared-contracts/api/admin';
import type { Database, Queryable } from '../db/database';
import { iso, isoOrNull } from '../lib/isoTime';

export type ReportOutcome = 'action_taken' | 'no_breach';

export interface NewReport {
  siteId: number;
  memberId: number;
  profileId: number;
  reason: string;
  message: string;
  /** The chat it was filed from; the caller has checked that the reporter is a side of it. */
  conversationId: number | null;
}

/**
 * Reports of members to the moderators (notices, DSA art. 16): each joins the open case of the reported profile or
 * opens it (docs/operators.md "Trust & safety: the model").
 */
export class ReportRepository {
  constructor(private readonly db: Database) {}

  /**
   * Files a report into the profile's open case, opening one when there is none. One statement finds or opens the
   * case: the partial unique index `moderation_cases_one_open` is its arbiter and DO UPDATE locks the row it finds, so
   * two reports at once land in one case, and a decision closing that case (which locks it first) waits for this
   * report to commit and then closes it with the rest.
   */
  async file(tx: Queryable, report: NewReport): Promise<{ reportId: number; caseId: number; opened: boolean }> {
    const [found] = await tx.query<{ id: number; opened: boolean }>(
      `insert into moderation_cases (site_id, profile_id) values ($1, $2)
         on conflict (profile_id) where status = 'open' do update set site_id = moderation_cases.site_id
         returning id, xmax = 0 as opened`,
      [report.siteId, report.profileId],
    );
    const caseId = (found as { id: number }).id;
    const [created] = await tx.query<{ id: number }>(
      `insert into reports (site_id, member_id, profile_id, reason, message, conversation_id, case_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [report.siteId, report.memberId, report.profileId, report.reason, report.message, report.conversationId, caseId],
    );
    return { reportId: (created as { id: number }).id, caseId, opened: found?.opened === true };
  }

  /** The reports of a case, oldest first, with their reporters. */
  async ofCase(caseId: number): Promise<CaseReport[]> {
    const rows = await this.db.query<{
      id: number;
      member_id: number | null;
      profile_id: number | null;
      name: string | null;
      email: string | null;
      reason: string;
      message: string;
      created_at: Date;
      conversation_id: number | null;
      outcome: ReportOutcome | null;
    }>(
      `select r.id, r.member_id, p.id as profile_id, p.name, m.email, r.reason, r.message, r.created_at,
              r.conversation_id, r.outcome
         from reports r
         left join members m on m.id = r.member_id
         left join profiles p on p.member_id = r.member_id
        where r.case_id = $1
        order by r.created_at, r.id`,
      [caseId],
    );
    return rows.map((row) => ({
      id: row.id,
      reporter: { member_id: row.member_id, profile_id: row.profile_id, name: row.name ?? '', email: row.email ?? '' },
      reason: row.reason,
      message: row.message,
      created_at: iso(row.created_at),
      conversation_id: row.conversation_id,
      outcome: row.outcome,
    }));
  }

  /**
   * Records the outcome on every report of the case (what each reporter is told) and answers the reporters, once each:
   * a member who reported twice gets one message.
   */
  async decide(tx: Queryable, caseId: number, outcome: ReportOutcome): Promise<number[]> {
    const rows = await tx.query<{ member_id: number }>(
      `update reports set outcome = $2, outcome_at = now() where case_id = $1 and outcome is null returning member_id`,
      [caseId, outcome],
    );
    return [...new Set(rows.map((row) => row.member_id))];
  }

  /** The reports a member filed, newest first, with their outcome (their /notifications). */
  async filedBy(memberId: number, limit = 50): Promise<FiledReport[]> {
    const rows = await this.db.query<{
      id: number;
      name: string | null;
      reason: string;
      created_at: Date;
      outcome: ReportOutcome | null;
      outcome_at: Date | null;
    }>(
      `select r.id, p.name, r.reason, r.created_at, r.outcome, r.outcome_at
         from reports r left join profiles p on p.id = r.profile_id
        where r.member_id = $1
        order by r.created_at desc, r.id desc
        limit $2`,
      [memberId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name ?? '',
      reason: row.reason,
      created_at: iso(row.created_at),
      outcome: row.outcome,
      outcome_at: isoOrNull(row.outcome_at),
    }));
  }
}

import type { RestrictionView, Statement } from 'shared-contracts/api/account';
import type { AppealRow } from 'shared-contracts/api/admin';
import { isStatementAction, type ModerationAction, type Restriction } from 'shared-contracts/api';
import type { Database, Queryable, SqlValue } from '../db/database';
import { iso, isoOrNull } from '../lib/isoTime';
import { activeRestrictionSql } from './members';
import type { QueueWork } from './moderationCases';
import { removedFieldsOf, type Removed } from './moderationDecisions';

/** Who a statement goes to and what it says, read in the decision's transaction for its mail. */
export interface StatementSubject {
  decision_id: number;
  site_id: number;
  action: ModerationAction;
  member_id: number | null;
  member_status: string | null;
  email: string | null;
  name: string | null;
  language: string | null;
  timezone: string | null;
}

interface StatementRecord {
  id: number;
  member_id: number | null;
  site_id: number;
  appeal_until: Date;
  action: ModerationAction;
  ground: string;
  facts: string;
  automated: boolean;
  decided_at: Date;
  suspended_until: Date | null;
  removed: Removed | null;
  photo_id: number | null;
  thumb_filename: string | null;
  reversed_at: Date | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_created_at: Date | null;
  appeal_decided_at: Date | null;
  appeal_note: string | null;
}

const STATEMENT_SELECT = `
  select st.id, st.member_id, st.site_id, st.appeal_until, d.action, d.ground, d.facts, d.automated,
         d.created_at as decided_at, d.suspended_until, d.removed, d.photo_id, i.thumb_filename, d.reversed_at,
         a.status as appeal_status, a.created_at as appeal_created_at, a.decided_at as appeal_decided_at,
         a.decision_note as appeal_note
    from moderation_statements st
    join moderation_decisions d on d.id = st.decision_id
    left join profile_images i on i.id = d.photo_id
    left join moderation_appeals a on a.statement_id = st.id`;

function toStatement(row: StatementRecord, now = new Date()): Statement {
  if (!isStatementAction(row.action)) throw new Error(`statement ${row.id} of a ${row.action} decision`);
  return {
    id: row.id,
    action: row.action,
    ground: row.ground,
    facts: row.facts,
    automated: row.automated,
    created_at: iso(row.decided_at),
    suspended_until: isoOrNull(row.suspended_until),
    removed_fields: removedFieldsOf(row.removed),
    photo:
      row.photo_id !== null && row.thumb_filename !== null
        ? { id: row.photo_id, thumb_filename: row.thumb_filename }
        : null,
    reversed: row.reversed_at !== null,
    appeal_until: iso(row.appeal_until),
    appeal:
      row.appeal_status === null || row.appeal_created_at === null
        ? null
        : {
            status: row.appeal_status,
            created_at: iso(row.appeal_created_at),
            decided_at: isoOrNull(row.appeal_decided_at),
            note: row.appeal_status === 'open' ? '' : (row.appeal_note ?? ''),
          },
    can_appeal: row.appeal_status === null && row.appeal_until > now,
  };
}

/** An appeal locked for its decision, with the decision it is against. */
export interface LockedAppeal {
  id: number;
  site_id: number;
  member_id: number | null;
  status: 'open' | 'upheld' | 'reversed';
  statement_id: number;
  decision_id: number;
  decision_operator_id: number | null;
  decision_automated: boolean;
}

interface AppealRecord {
  id: number;
  site_id: number;
  site_name: string;
  status: AppealRow['status'];
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  decided_by_name: string | null;
  profile_id: number | null;
  profile_name: string | null;
  decision_id: number;
  action: ModerationAction;
  ground: string;
  automated: boolean;
  operator_id: number | null;
  operator_name: string | null;
  decision_created_at: Date;
  text: string;
  decision_note: string;
  statement_id: number;
  statement_created_at: Date;
  appeal_until: Date;
  locale: string;
}

const APPEAL_SELECT = `
  select a.id, a.site_id, s.settings ->> 'name' as site_name, a.status, a.created_at, a.decided_at, a.decided_by,
         ob.name as decided_by_name, d.profile_id, p.name as profile_name, d.id as decision_id, d.action, d.ground,
         d.automated, d.operator_id, od.name as operator_name, d.created_at as decision_created_at, a.text,
         a.decision_note, st.id as statement_id, st.created_at as statement_created_at, st.appeal_until, st.locale
    from moderation_appeals a
    join sites s on s.id = a.site_id
    join moderation_statements st on st.id = a.statement_id
    join moderation_decisions d on d.id = st.decision_id
    left join profiles p on p.id = d.profile_id
    left join operators ob on ob.id = a.decided_by
    left join operators od on od.id = d.operator_id`;

function toAppealRow(row: AppealRecord): AppealRow {
  return {
    id: row.id,
    site_id: row.site_id,
    site_name: row.site_name,
    status: row.status,
    created_at: iso(row.created_at),
    decided_at: isoOrNull(row.decided_at),
    decided_by: row.decided_by === null ? null : { id: row.decided_by, name: row.decided_by_name ?? '' },
    profile: { id: row.profile_id, name: row.profile_name ?? '' },
    decision: {
      id: row.decision_id,
      action: row.action,
      ground: row.ground,
      automated: row.automated,
      operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
      created_at: iso(row.decision_created_at),
    },
  };
}

/**
 * Statements of reasons (DSA art. 17) and the appeals against them (art. 20): one statement per restricting
 * decision, one appeal per statement (docs/operators.md "Trust & safety: the model").
 */
export class StatementRepository {
  constructor(private readonly db: Database) {}

  /** The member a decision concerns, with their address and profile language, for the statement's mail. */
  async subject(tx: Queryable, decisionId: number): Promise<StatementSubject | null> {
    const [row] = await tx.query<StatementSubject>(
      `select d.id as decision_id, d.site_id, d.action, m.id as member_id, m.status as member_status, m.email, p.name,
              p.language, m.timezone
         from moderation_decisions d
         left join members m on m.id = d.member_id
         left join profiles p on p.member_id = m.id
        where d.id = $1`,
      [decisionId],
    );
    return row ?? null;
  }

  /** Records the statement of a decision; null when it has one already (issuing twice sends nothing twice). */
  async create(
    tx: Queryable,
    statement: {
      decisionId: number;
      siteId: number;
      memberId: number;
      tokenHash: string;
      locale: string;
      appealDays: number;
    },
  ): Promise<number | null> {
    const [row] = await tx.query<{ id: number }>(
      `insert into moderation_statements (decision_id, site_id, member_id, token_hash, locale, appeal_until)
       values ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
       on conflict (decision_id) do nothing returning id`,
      [
        statement.decisionId,
        statement.siteId,
        statement.memberId,
        statement.tokenHash,
        statement.locale,
        statement.appealDays,
      ],
    );
    return row?.id ?? null;
  }

  /** The statement of a decision, if it has one. */
  async ofDecision(tx: Queryable, decisionId: number): Promise<{ id: number; member_id: number | null } | null> {
    const [row] = await tx.query<{ id: number; member_id: number | null }>(
      'select id, member_id from moderation_statements where decision_id = $1',
      [decisionId],
    );
    return row ?? null;
  }

  /** The member's statements, newest first. */
  async forMember(memberId: number, limit = 50): Promise<Statement[]> {
    const rows = await this.db.query<StatementRecord>(
      `${STATEMENT_SELECT} where st.member_id = $1 order by st.created_at desc, st.id desc limit $2`,
      [memberId, limit],
    );
    return rows.map((row) => toStatement(row));
  }

  /** A statement by the hash of its link's token or by id; with its member and site. */
  async find(
    by: { tokenHash: string } | { id: number },
    db: Queryable = this.db,
  ): Promise<{ statement: Statement; memberId: number | null; siteId: number } | null> {
    const [column, value]: [string, SqlValue] = 'tokenHash' in by ? ['st.token_hash', by.tokenHash] : ['st.id', by.id];
    const [row] = await db.query<StatementRecord>(`${STATEMENT_SELECT} where ${column} = $1`, [value]);
    return row ? { statement: toStatement(row), memberId: row.member_id, siteId: row.site_id } : null;
  }

  /**
   * The member's restriction as /pages/ban shows it, with the statement of the decision that made it; null when the
   * member is not (or no longer) restricted.
   */
  async restriction(memberId: number): Promise<RestrictionView | null> {
    const [row] = await this.db.query<{
      restriction: Restriction | null;
      restricted_until: Date | null;
      statement_id: number | null;
    }>(
      `select ${activeRestrictionSql('m')} as restriction, m.restricted_until, st.id as statement_id
         from members m left join moderation_statements st on st.decision_id = m.restriction_decision_id
        where m.id = $1`,
      [memberId],
    );
    if (!row?.restriction) return null;
    const found = row.statement_id === null ? null : await this.find({ id: row.statement_id });
    return {
      restriction: row.restriction,
      until: row.restriction === 'suspended' ? isoOrNull(row.restricted_until) : null,
      statement: found?.statement ?? null,
    };
  }

  /** Locks a statement for its appeal: two appeals sent at once make one. */
  async lock(
    tx: Queryable,
    statementId: number,
  ): Promise<{ id: number; site_id: number; member_id: number | null; token_hash: string; open: boolean } | null> {
    const [row] = await tx.query<{
      id: number;
      site_id: number;
      member_id: number | null;
      token_hash: string;
      open: boolean;
    }>(
      `select id, site_id, member_id, token_hash, appeal_until > now() as open
         from moderation_statements where id = $1 for update`,
      [statementId],
    );
    return row ?? null;
  }

  /** Files the one appeal of a statement; null when it has one already. */
  async appeal(
    tx: Queryable,
    appeal: { statementId: number; siteId: number; memberId: number | null; text: string },
  ): Promise<number | null> {
    const [row] = await tx.query<{ id: number }>(
      `insert into moderation_appeals (statement_id, site_id, member_id, text) values ($1, $2, $3, $4)
       on conflict (statement_id) do nothing returning id`,
      [appeal.statementId, appeal.siteId, appeal.memberId, appeal.text],
    );
    return row?.id ?? null;
  }

  /** The appeals queue: open ones oldest first (they have waited longest), decided ones newest first. */
  async appeals(filter: {
    siteId?: number;
    decided: boolean;
    limit: number;
    offset: number;
  }): Promise<{ appeals: AppealRow[]; total: number }> {
    const params: SqlValue[] = [];
    let where = filter.decided ? `a.status <> 'open'` : `a.status = 'open'`;
    if (filter.siteId !== undefined) {
      params.push(filter.siteId);
      where += ` and a.site_id = $${params.length}`;
    }
    const [count] = await this.db.query<{ total: number }>(
      `select count(*)::int as total from moderation_appeals a where ${where}`,
      params,
    );
    const rows = await this.db.query<AppealRecord>(
      `${APPEAL_SELECT} where ${where}
        order by ${filter.decided ? 'a.decided_at desc, a.id desc' : 'a.created_at, a.id'}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { appeals: rows.map(toAppealRow), total: count?.total ?? 0 };
  }

  /**
   * The open appeals of a site or of every site: how many, since when the oldest, and the oldest this operator may
   * decide (not against their own decision), in the queue's order. Read from the open appeals' partial index.
   */
  async appealsWaiting(siteId: number | undefined, operatorId: number): Promise<QueueWork> {
    const params: SqlValue[] = [operatorId];
    let where = `a.status = 'open'`;
    if (siteId !== undefined) {
      params.push(siteId);
      where += ` and a.site_id = $${params.length}`;
    }
    const [row] = await this.db.query<{ waiting: number; oldest_at: Date | null; next: number | null }>(
      `select count(*)::int as waiting, min(a.created_at) as oldest_at,
              (select a.id from moderation_appeals a
                 join moderation_statements st on st.id = a.statement_id
                 join moderation_decisions d on d.id = st.decision_id
                where ${where} and (d.automated or d.operator_id is distinct from $1)
                order by a.created_at, a.id limit 1) as next
         from moderation_appeals a where ${where}`,
      params,
    );
    return { waiting: row?.waiting ?? 0, oldest_at: isoOrNull(row?.oldest_at ?? null), next: row?.next ?? null };
  }

  /** One appeal with its text, note and statement. */
  async appealDetail(appealId: number, db: Queryable = this.db) {
    const [row] = await db.query<AppealRecord>(`${APPEAL_SELECT} where a.id = $1`, [appealId]);
    if (!row) return null;
    return {
      appeal: { ...toAppealRow(row), text: row.text, note: row.decision_note },
      decisionId: row.decision_id,
      profileId: row.profile_id,
      statement: {
        id: row.statement_id,
        created_at: iso(row.statement_created_at),
        appeal_until: iso(row.appeal_until),
        locale: row.locale,
      },
    };
  }

  /** Locks an open or decided appeal for its decision. */
  async lockAppeal(tx: Queryable, appealId: number): Promise<LockedAppeal | null> {
    const [row] = await tx.query<LockedAppeal>(
      `select a.id, a.site_id, a.member_id, a.status, a.statement_id, d.id as decision_id,
              d.operator_id as decision_operator_id, d.automated as decision_automated
         from moderation_appeals a
         join moderation_statements st on st.id = a.statement_id
         join moderation_decisions d on d.id = st.decision_id
        where a.id = $1 for update of a`,
      [appealId],
    );
    return row ?? null;
  }

  async decideAppeal(
    tx: Queryable,
    appealId: number,
    outcome: { status: 'upheld' | 'reversed'; operatorId: number; note: string },
  ): Promise<void> {
    await tx.query(
      `update moderation_appeals set status = $2, decided_by = $3, decided_at = now(), decision_note = $4 where id = $1`,
      [appealId, outcome.status, outcome.operatorId, outcome.note],
    );
  }
}

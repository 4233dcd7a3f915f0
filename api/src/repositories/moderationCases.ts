import type { CaseRow, CaseSortOrder } from 'shared-contracts/api/admin';
import type { Database, Queryable, SqlValue } from '../db/database';
import { iso, isoOrNull } from '../lib/isoTime';

/** What waits in a queue (docs/operators.md "Work waiting"): how many, since when, and which to take up next. */
export interface QueueWork {
  waiting: number;
  oldest_at: string | null;
  next: number | null;
}

/** A case as a decision or a claim locks it. */
export interface LockedCase {
  id: number;
  site_id: number;
  profile_id: number;
  status: 'open' | 'closed';
  claimed_by: number | null;
}

interface CaseRecord {
  id: number;
  site_id: number;
  site_name: string;
  status: 'open' | 'closed';
  profile_id: number;
  profile_name: string;
  profile_status: string;
  image_id: number | null;
  thumb_filename: string | null;
  member_id: number | null;
  reports: number;
  reasons: string[] | null;
  opened_at: Date;
  last_report_at: Date | null;
  closed_at: Date | null;
  claimed_by: number | null;
  claimed_by_name: string | null;
}

/**
 * A case with what its row in the queue shows. The counts come from the case's reports (an account deletion removes
 * the reports its member made, so a stored count would drift); reports_case makes them one index range per case.
 */
const CASE_SELECT = `
  select c.id, c.site_id, s.settings ->> 'name' as site_name, c.status, c.profile_id, p.name as profile_name,
         p.status as profile_status, i.id as image_id, i.thumb_filename, p.member_id,
         coalesce(r.reports, 0)::int as reports, r.reasons, c.opened_at, r.last_report_at, c.closed_at,
         c.claimed_by, o.name as claimed_by_name
    from moderation_cases c
    join sites s on s.id = c.site_id
    join profiles p on p.id = c.profile_id
    left join profile_images i on i.id = p.main_image_id
    left join operators o on o.id = c.claimed_by
    left join lateral (
      select count(*) as reports, max(created_at) as last_report_at,
             array(select reason from reports where case_id = c.id group by reason order by count(*) desc, reason) as reasons
        from reports where case_id = c.id) r on true`;

const ORDER: Record<CaseSortOrder, string> = {
  newest: 'c.opened_at desc, c.id desc',
  oldest: 'c.opened_at, c.id',
  most_reports: 'r.reports desc, c.opened_at, c.id',
};

function toCaseRow(row: CaseRecord): CaseRow {
  return {
    id: row.id,
    site_id: row.site_id,
    site_name: row.site_name,
    status: row.status,
    profile: {
      id: row.profile_id,
      name: row.profile_name,
      status: row.profile_status,
      main_image:
        row.image_id !== null && row.thumb_filename !== null
          ? { id: row.image_id, thumb_filename: row.thumb_filename }
          : null,
    },
    member_id: row.member_id,
    reports: row.reports,
    reasons: row.reasons ?? [],
    opened_at: iso(row.opened_at),
    last_report_at: isoOrNull(row.last_report_at),
    closed_at: isoOrNull(row.closed_at),
    claimed_by: row.claimed_by === null ? null : { id: row.claimed_by, name: row.claimed_by_name ?? '' },
  };
}

/** The reports queue's cases (docs/operators.md "Reports"): one per reported profile while open. */
export class CaseRepository {
  constructor(private readonly db: Database) {}

  /** A page of cases; the queue is small by nature (open cases), so a count and an offset are cheap. */
  async list(filter: {
    siteId?: number;
    status: 'open' | 'closed';
    sort: CaseSortOrder;
    limit: number;
    offset: number;
  }): Promise<{ cases: CaseRow[]; total: number }> {
    const params: SqlValue[] = [filter.status];
    let where = 'c.status = $1';
    if (filter.siteId !== undefined) {
      params.push(filter.siteId);
      where += ` and c.site_id = $${params.length}`;
    }
    const [count] = await this.db.query<{ total: number }>(
      `select count(*)::int as total from moderation_cases c where ${where}`,
      params,
    );
    // Closed cases are read newest closed first whatever the order asked for: that is what one looks back at.
    const order = filter.status === 'closed' ? 'c.closed_at desc, c.id desc' : ORDER[filter.sort];
    const rows = await this.db.query<CaseRecord>(
      `${CASE_SELECT} where ${where} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    );
    return { cases: rows.map(toCaseRow), total: count?.total ?? 0 };
  }

  /**
   * The open cases of a site or of every site: how many, since when the oldest, and the oldest this operator may take
   * up (unclaimed, or their own claim), in the queue's oldest-first order. Read from the open cases' partial index.
   */
  async waiting(siteId: number | undefined, operatorId: number): Promise<QueueWork> {
    const params: SqlValue[] = [operatorId];
    let where = `status = 'open'`;
    if (siteId !== undefined) {
      params.push(siteId);
      where += ` and site_id = $${params.length}`;
    }
    const [row] = await this.db.query<{ waiting: number; oldest_at: Date | null; next: number | null }>(
      `select count(*)::int as waiting, min(opened_at) as oldest_at,
              (select id from moderation_cases where ${where} and (claimed_by is null or claimed_by = $1)
                order by opened_at, id limit 1) as next
         from moderation_cases where ${where}`,
      params,
    );
    return { waiting: row?.waiting ?? 0, oldest_at: isoOrNull(row?.oldest_at ?? null), next: row?.next ?? null };
  }

  async row(caseId: number, db: Queryable = this.db): Promise<CaseRow | null> {
    const [row] = await db.query<CaseRecord>(`${CASE_SELECT} where c.id = $1`, [caseId]);
    return row ? toCaseRow(row) : null;
  }

  /** Locks the case for a decision or a claim: what one moderator does to it, the next sees done. */
  async lock(tx: Queryable, caseId: number): Promise<LockedCase | null> {
    const [row] = await tx.query<LockedCase>(
      'select id, site_id, profile_id, status, claimed_by from moderation_cases where id = $1 for update',
      [caseId],
    );
    return row ?? null;
  }

  async claim(tx: Queryable, caseId: number, operatorId: number | null): Promise<void> {
    await tx.query(
      `update moderation_cases set claimed_by = $2, claimed_at = case when $2::int is null then null else now() end
        where id = $1`,
      [caseId, operatorId],
    );
  }

  async close(tx: Queryable, caseId: number): Promise<void> {
    await tx.query(`update moderation_cases set status = 'closed', closed_at = now() where id = $1`, [caseId]);
  }

  /**
   * The case's site when a report of the case was filed from this conversation (only such a chat is the moderators'
   * to read); null otherwise.
   */
  async siteOfNamedConversation(tx: Queryable, caseId: number, conversationId: number): Promise<number | null> {
    const [row] = await tx.query<{ site_id: number }>(
      `select c.site_id from reports r join moderation_cases c on c.id = r.case_id
        where r.case_id = $1 and r.conversation_id = $2 limit 1`,
      [caseId, conversationId],
    );
    return row?.site_id ?? null;
  }

  /** A page of a conversation's messages for the case page, newest first, with the two sides. */
  async messages(tx: Queryable, conversationId: number, before: number | undefined, limit: number) {
    const rows = await tx.query<{
      id: string | number;
      seq: number;
      sender_profile_id: number;
      text: string;
      created_at: Date;
    }>(
      `select id, seq, sender_profile_id, text, created_at from messages
        where conversation_id = $1 and ($2::int is null or seq < $2)
        order by seq desc limit $3`,
      [conversationId, before ?? null, limit + 1],
    );
    const sides = await tx.query<{ profile_id: number; name: string }>(
      `select p.id as profile_id, p.name from conversations c join profiles p on p.id in (c.profile_low, c.profile_high)
        where c.id = $1 order by p.id`,
      [conversationId],
    );
    return {
      messages: rows.slice(0, limit).map((row) => ({
        id: Number(row.id),
        seq: row.seq,
        sender: row.sender_profile_id,
        text: row.text,
        created_at: iso(row.created_at),
      })),
      has_more: rows.length > limit,
      sides,
    };
  }
}

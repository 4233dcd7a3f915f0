import type { Queryable } from '../db/database';
import type { AccountRow, ProfileRow } from './memberData';

/** The download's account row (memberData.ts), and what only operators see. */
export interface MemberAccountRow extends AccountRow {
  site_id: number;
  site_name: string;
  status: 'active' | 'not_confirmed' | 'deactivated' | 'deleted';
  restriction: 'suspended' | 'banned' | null;
  restricted_until: Date | null;
  open_sessions: number;
  ledger_total: number;
  orders_total: number;
}

/** The download's profile row, with the region's name. */
export interface MemberProfileRow extends ProfileRow {
  region_name: string | null;
}

export interface MemberPhotoRow {
  id: number;
  filename: string;
  thumb_filename: string;
  visibility: 'pending' | 'public' | 'rejected' | 'removed';
  needs_review: boolean;
  nudity_score: number | null;
  created_at: Date;
  reviewed_at: Date | null;
}

export interface MemberReportRow {
  id: number;
  case_id: number | null;
  case_status: 'open' | 'closed' | null;
  other_profile_id: number;
  other_member_id: number | null;
  other_name: string;
  reason: string;
  message: string;
  conversation_id: number | null;
  created_at: Date;
  total: number;
}

export interface MemberDecisionRow {
  id: number;
  case_id: number | null;
  action: string;
  ground: string;
  facts: string;
  automated: boolean;
  operator: string | null;
  photo_id: number | null;
  suspended_until: Date | null;
  created_at: Date;
  reversed_at: Date | null;
  statement_id: number | null;
  statement_locale: string | null;
  statement_at: Date | null;
  appeal_until: Date | null;
  seen_at: Date | null;
  appeal_id: number | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_at: Date | null;
  appeal_decided_at: Date | null;
}

export interface LedgerPageRow {
  id: number;
  kind: string;
  amount: number;
  order_id: string | null;
  balance_after: number;
  created_at: Date;
}

export interface MemberOrderRow {
  row: number;
  public_id: string;
  status: string;
  plan_id: number | null;
  credits: number;
  premium_days: number;
  amount: number;
  currency: string;
  country: string;
  method: string;
  provider: string;
  discount_code: string | null;
  created_at: Date;
  paid_at: Date | null;
  refunded_amount: number;
  charged_back_amount: number;
  refunds: {
    amount: number;
    status: 'pending' | 'done' | 'failed';
    reason: string;
    operator: string | null;
    error: string;
    created_at: string;
  }[];
}

/** An order as the member page lists it, with the refunds operators made. */
const ORDER_SELECT = `
  select o.id as row, o.public_id, o.status, o.plan_id, o.credits, o.premium_days, o.amount, o.currency, o.country,
         o.method, o.provider, (select c.code from discount_codes c where c.id = o.discount_code_id) as discount_code,
         o.created_at, o.paid_at, o.refunded_amount, o.charged_back_amount,
         coalesce((select json_agg(json_build_object('amount', r.amount, 'status', r.status, 'reason', r.reason,
                                                     'operator', op.email, 'error', r.error, 'created_at', r.created_at)
                                   order by r.id)
                     from order_refunds r left join operators op on op.id = r.operator_id
                    where r.order_id = o.id), '[]') as refunds
    from orders o`;

/** The moderation history a member page shows at most (a member with more has bigger problems than paging). */
const DECISIONS_SHOWN = 200;

/**
 * The member page of the console (docs/operators.md "Members"): each part read by the member's id through an index.
 * Unlike "download my data" (memberData.ts), it shows what operators need and members never see: restrictions,
 * photo review states, reports both ways and decisions.
 */
export class MemberDetailsRepository {
  constructor(private readonly db: Queryable) {}

  async account(memberId: number): Promise<MemberAccountRow | null> {
    const [row] = await this.db.query<MemberAccountRow>(
      `select m.id, m.site_id, (select coalesce(s.settings->>'name', s.key) from sites s where s.id = m.site_id) as site_name,
              m.email, m.status, m.restriction, m.restricted_until, m.activated_at, m.signup_date, m.language,
              m.timezone, m.tracking, m.referrer, m.form_path, m.signup_ip, m.credits, m.paid_user, m.premium_until,
              m.notify_messages, m.notify_likes, m.notify_newsletter,
              (select count(*) from sessions s where s.member_id = m.id and s.expires_at > now())::int as open_sessions,
              (select count(*) from credit_ledger l where l.member_id = m.id)::int as ledger_total,
              (select count(*) from orders o where o.member_id = m.id)::int as orders_total
         from members m where m.id = $1`,
      [memberId],
    );
    return row ?? null;
  }

  async profile(memberId: number): Promise<MemberProfileRow | null> {
    const [row] = await this.db.query<MemberProfileRow>(
      `select p.id, p.name, p.gender, p.birthdate::text as birthdate, p.country, p.region,
              (select r.name from regions r where r.country = p.country and r.id = p.region) as region_name,
              p.city, p.language, p.fields, p.personal, p.status, p.last_active, p.created_at, p.main_image_id
         from profiles p where p.member_id = $1`,
      [memberId],
    );
    return row ?? null;
  }

  /** Every photo, whatever its visibility, in the member's order. */
  photos(profileId: number): Promise<MemberPhotoRow[]> {
    return this.db.query<MemberPhotoRow>(
      `select id, filename, thumb_filename, visibility, needs_review, nudity_score, created_at, reviewed_at
         from profile_images where profile_id = $1 order by position, id`,
      [profileId],
    );
  }

  /**
   * Reports the member filed (`id`: the member's; `other`: the reported profile) or received (`id`: the member's
   * profile; `other`: the reporter), newest first; `total` counts them all.
   */
  reports(side: 'filed' | 'received', id: number, limit: number) {
    const [other, mine] =
      side === 'filed'
        ? ['o.id = r.profile_id', 'r.member_id = $1']
        : ['o.member_id = r.member_id', 'r.profile_id = $1'];
    return this.db.query<MemberReportRow>(
      `select r.id, r.case_id, c.status as case_status, o.id as other_profile_id, o.member_id as other_member_id,
              o.name as other_name, r.reason, r.message, r.conversation_id, r.created_at,
              count(*) over ()::int as total
         from reports r join profiles o on ${other} left join moderation_cases c on c.id = r.case_id
        where ${mine}
        order by r.created_at desc, r.id desc limit $2`,
      [id, limit],
    );
  }

  /** Decisions on the member, newest first, with the statement of reasons and the appeal of each. */
  decisions(memberId: number): Promise<MemberDecisionRow[]> {
    return this.db.query<MemberDecisionRow>(
      `select d.id, d.case_id, d.action, d.ground, d.facts, d.automated, o.email as operator, d.photo_id,
              d.suspended_until, d.created_at, d.reversed_at,
              s.id as statement_id, s.locale as statement_locale, s.created_at as statement_at, s.appeal_until, s.seen_at,
              a.id as appeal_id, a.status as appeal_status, a.created_at as appeal_at, a.decided_at as appeal_decided_at
         from moderation_decisions d
         left join operators o on o.id = d.operator_id
         left join moderation_statements s on s.decision_id = d.id
         left join moderation_appeals a on a.statement_id = s.id
        where d.member_id = $1
        order by d.created_at desc, d.id desc limit ${DECISIONS_SHOWN}`,
      [memberId],
    );
  }

  /**
   * A page of the ledger, newest first, before entry `before`; each entry with the balance right after it, worked
   * back from today's balance (the ledger sums to it): the entries newer than the page are summed once.
   */
  ledgerPage(memberId: number, before: number | undefined, limit: number): Promise<LedgerPageRow[]> {
    return this.db.query<LedgerPageRow>(
      `with page as (
         select id, kind, amount, order_id, created_at from credit_ledger
          where member_id = $1 and ($2::bigint is null or id < $2::bigint)
          order by id desc limit $3),
       newer as (
         select coalesce(sum(amount), 0)::int as total from credit_ledger
          where member_id = $1 and id > (select max(id) from page))
       select page.id, page.kind, page.amount, o.public_id as order_id, page.created_at,
              ((select credits from members where id = $1) - (select total from newer)
                - coalesce(sum(page.amount) over (order by page.id desc rows between unbounded preceding and 1 preceding), 0))::int
                as balance_after
         from page left join orders o on o.id = page.order_id
        order by page.id desc`,
      [memberId, before ?? null, limit],
    );
  }

  /** A page of the member's orders, newest first, before row `before`, each with the refunds operators made. */
  ordersPage(memberId: number, before: number | undefined, limit: number): Promise<MemberOrderRow[]> {
    return this.db.query<MemberOrderRow>(
      `${ORDER_SELECT} where o.member_id = $1 and ($2::bigint is null or o.id < $2::bigint) order by o.id desc limit $3`,
      [memberId, before ?? null, limit],
    );
  }

  /** One of the member's orders, as the page lists it. */
  async order(memberId: number, orderRow: number): Promise<MemberOrderRow | null> {
    const [row] = await this.db.query<MemberOrderRow>(`${ORDER_SELECT} where o.member_id = $1 and o.id = $2`, [
      memberId,
      orderRow,
    ]);
    return row ?? null;
  }
}

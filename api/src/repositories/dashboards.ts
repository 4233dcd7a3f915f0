import type { Queryable } from '../db/database';

/** One site's counts on one UTC day. */
export interface DayCounts {
  day: string;
  signups: number;
  activations: number;
  messages: number;
  reports: number;
}

/** Paid orders of a period, by the groups the dashboard shows (see `revenue`). */
export interface RevenueRow {
  /** null in the rows per country. */
  day: string | null;
  /** null in the rows per day. */
  country: string | null;
  /** null in the payers' rows (per day, and the period's total). */
  currency: string | null;
  orders: number;
  amount: number;
  refunded: number;
  payers: number;
}

const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A site's counts per UTC day from the tables themselves, for the times [$2, $3) of site $1: each part a range scan
 * of its index (migration 024). The rollup stores what this answers for days that ended; the dashboard asks it only
 * for the days not rolled up yet.
 */
const DAY_COUNTS_SQL = `
  select day, sum(signups)::int as signups, sum(activations)::int as activations, sum(messages)::int as messages,
         sum(reports)::int as reports
    from (
      select ${utcDay('signup_date')} as day, count(*) as signups, 0 as activations, 0 as messages, 0 as reports
        from members where site_id = $1 and signup_date >= $2 and signup_date < $3 group by 1
      union all
      select ${utcDay('activated_at')}, 0, count(*), 0, 0
        from members where site_id = $1 and activated_at >= $2 and activated_at < $3 group by 1
      union all
      select ${utcDay('m.created_at')}, 0, 0, count(*), 0
        from messages m join conversations c on c.id = m.conversation_id
       where c.site_id = $1 and m.created_at >= $2 and m.created_at < $3 group by 1
      union all
      select ${utcDay('created_at')}, 0, 0, 0, count(*)
        from reports where site_id = $1 and created_at >= $2 and created_at < $3 group by 1
    ) parts
   group by day`;

/** The dashboards' figures (docs/operators.md "Dashboards") and their daily rollup (migration 024). */
export class DashboardRepository {
  constructor(private readonly db: Queryable) {}

  /** Counts per day of the site from the tables, for the times [from, to). */
  async countDays(siteId: number, from: Date, to: Date): Promise<DayCounts[]> {
    return this.db.query<DayCounts>(`${DAY_COUNTS_SQL} order by day`, [siteId, from, to]);
  }

  /** Counts per day of the site from the rollup, for the days [fromDay, toDay). */
  async rolledDays(siteId: number, fromDay: string, toDay: string): Promise<DayCounts[]> {
    return this.db.query<DayCounts>(
      `select to_char(day, 'YYYY-MM-DD') as day, signups, activations, messages, reports
         from dashboard_days where site_id = $1 and day >= $2::date and day < $3::date order by day`,
      [siteId, fromDay, toDay],
    );
  }

  /** The first day before which nothing is rolled up yet, or null before the site's first round. */
  async rolledUntil(siteId: number): Promise<string | null> {
    const [row] = await this.db.query<{ day: string }>(
      `select to_char(rolled_until, 'YYYY-MM-DD') as day from dashboard_rollups where site_id = $1`,
      [siteId],
    );
    return row?.day ?? null;
  }

  async siteIds(): Promise<number[]> {
    return (await this.db.query<{ id: number }>('select id from sites order by id')).map((row) => row.id);
  }

  /**
   * Takes the site's rollup for the rest of the transaction (another process rolling the same site waits, then finds
   * the work done) and answers how far it is; a site's first round starts on the day of its first member or its
   * creation, whichever came first.
   */
  async claimRollup(tx: Queryable, siteId: number): Promise<string> {
    await tx.query(
      `insert into dashboard_rollups (site_id, rolled_until)
       select s.id, (least(s.created_at, (select min(signup_date) from members where site_id = s.id)) at time zone 'UTC')::date
         from sites s where s.id = $1
       on conflict (site_id) do nothing`,
      [siteId],
    );
    const [row] = await tx.query<{ day: string }>(
      `select to_char(rolled_until, 'YYYY-MM-DD') as day from dashboard_rollups where site_id = $1 for update`,
      [siteId],
    );
    if (!row) throw new Error(`Site ${siteId} is gone`);
    return row.day;
  }

  /** Stores the site's counts of the days [fromDay, toDay) and moves its rollup to toDay. */
  async rollUp(tx: Queryable, siteId: number, fromDay: string, toDay: string): Promise<void> {
    await tx.query(
      `insert into dashboard_days (site_id, day, signups, activations, messages, reports)
       select $1, day::date, signups, activations, messages, reports from (${DAY_COUNTS_SQL}) counts
       on conflict (site_id, day) do update
         set signups = excluded.signups, activations = excluded.activations, messages = excluded.messages,
             reports = excluded.reports`,
      [siteId, `${fromDay}T00:00:00Z`, `${toDay}T00:00:00Z`],
    );
    await tx.query(`update dashboard_rollups set rolled_until = $2::date, rolled_at = now() where site_id = $1`, [
      siteId,
      toDay,
    ]);
  }

  /**
   * The site's paid orders of the times [from, to) in one pass over its index, grouped four ways: per country and
   * currency and per day and currency (orders, amount, refunded), per day and for the whole period (distinct payers).
   */
  async revenue(siteId: number, from: Date, to: Date): Promise<RevenueRow[]> {
    return this.db.query<RevenueRow>(
      `select ${utcDay('paid_at')} as day, country, currency, count(*)::int as orders, sum(amount)::float8 as amount,
              sum(refunded_amount + charged_back_amount)::float8 as refunded, count(distinct member_id)::int as payers
         from orders
        where site_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3
        group by grouping sets ((country, currency), (${utcDay('paid_at')}, currency), (${utcDay('paid_at')}), ())`,
      [siteId, from, to],
    );
  }

  /** Members of the site whose first paid order ever is in [from, to). */
  async newPayers(siteId: number, from: Date, to: Date): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `select count(*)::int as count
         from (select distinct member_id from orders
                where site_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3 and member_id is not null) payers
        where not exists (select 1 from orders earlier
                           where earlier.member_id = payers.member_id and earlier.status = 'paid' and earlier.paid_at < $2)`,
      [siteId, from, to],
    );
    return row?.count ?? 0;
  }

  /** Members of the site whose premium runs at `at`. */
  async premiumMembers(siteId: number, at: Date): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `select count(*)::int as count from members where site_id = $1 and premium_until > $2`,
      [siteId, at],
    );
    return row?.count ?? 0;
  }
}

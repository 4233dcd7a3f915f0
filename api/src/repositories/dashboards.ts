import type { Queryable } from '../db/database';

/** One site's counts on one UTC day. */
export interface DayCounts {
  day: string;
  signups: number;
  activations: number;
  messages: number;
  reports: number;
}

/** Paid orders of a period per country and per day, each in its currency. */
export interface RevenueRow {
  /** null in the rows per country. */
  day: string | null;
  /** null in the rows per day. */
  country: string | null;
  currency: string;
  orders: number;
  amount: number;
  refunded: number;
}

const utcHour = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;
const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A site's counts per UTC hour from the tables themselves, for the times [$2, $3) of site $1: each part a range scan of
 * its index (migration 024). The rollup stores what this answers for hours that ended; a page view asks it only for
 * the time since.
 */
const HOUR_COUNTS_SQL = `
  select hour, sum(signups)::int as signups, sum(activations)::int as activations, sum(messages)::int as messages,
         sum(reports)::int as reports
    from (
      select ${utcHour('signup_date')} as hour, count(*) as signups, 0 as activations, 0 as messages, 0 as reports
        from members where site_id = $1 and signup_date >= $2 and signup_date < $3 group by 1
      union all
      select ${utcHour('activated_at')}, 0, count(*), 0, 0
        from members where site_id = $1 and activated_at >= $2 and activated_at < $3 group by 1
      union all
      select ${utcHour('m.created_at')}, 0, 0, count(*), 0
        from messages m join conversations c on c.id = m.conversation_id
       where c.site_id = $1 and m.created_at >= $2 and m.created_at < $3 group by 1
      union all
      select ${utcHour('created_at')}, 0, 0, 0, count(*)
        from reports where site_id = $1 and created_at >= $2 and created_at < $3 group by 1
    ) parts
   group by hour`;

/** Hours added up to their UTC days. */
const perDay = (hours: string) => `
  select ${utcDay('hour')} as day, sum(signups)::int as signups, sum(activations)::int as activations,
         sum(messages)::int as messages, sum(reports)::int as reports
    from (${hours}) hours group by 1 order by 1`;

/** The dashboards' figures (docs/operators.md "Dashboards") and their hourly rollup (migration 024). */
export class DashboardRepository {
  constructor(private readonly db: Queryable) {}

  /** Counts per UTC day of the site from the tables, for the times [from, to). */
  async countDays(siteId: number, from: Date, to: Date): Promise<DayCounts[]> {
    return this.db.query<DayCounts>(perDay(HOUR_COUNTS_SQL), [siteId, from, to]);
  }

  /** Counts per UTC day of the site from the rollup, for the times [from, to). */
  async rolledDays(siteId: number, from: Date, to: Date): Promise<DayCounts[]> {
    return this.db.query<DayCounts>(
      perDay('select * from dashboard_hours where site_id = $1 and hour >= $2 and hour < $3'),
      [siteId, from, to],
    );
  }

  /** The time before which every hour is rolled up, or null before the site's first round. */
  async rolledUntil(siteId: number): Promise<Date | null> {
    const [row] = await this.db.query<{ until: Date }>(
      'select rolled_until as until from dashboard_rollups where site_id = $1',
      [siteId],
    );
    return row?.until ?? null;
  }

  async siteIds(): Promise<number[]> {
    return (await this.db.query<{ id: number }>('select id from sites order by id')).map((row) => row.id);
  }

  /**
   * Takes the site's rollup for the rest of the transaction (another process rolling the same site waits, then finds
   * the work done) and answers how far it is; a site's first round starts at the hour of its first member or of its
   * creation, whichever came first.
   */
  async claimRollup(tx: Queryable, siteId: number): Promise<Date> {
    await tx.query(
      `insert into dashboard_rollups (site_id, rolled_until)
       select s.id, ${utcHour('least(s.created_at, (select min(signup_date) from members where site_id = s.id))')}
         from sites s where s.id = $1
       on conflict (site_id) do nothing`,
      [siteId],
    );
    const [row] = await tx.query<{ until: Date }>(
      'select rolled_until as until from dashboard_rollups where site_id = $1 for update',
      [siteId],
    );
    if (!row) throw new Error(`Site ${siteId} is gone`);
    return row.until;
  }

  /** Stores the site's counts of the hours in [from, to) and moves its rollup to `to`. */
  async rollUp(tx: Queryable, siteId: number, from: Date, to: Date): Promise<void> {
    await tx.query(
      `insert into dashboard_hours (site_id, hour, signups, activations, messages, reports)
       select $1, hour, signups, activations, messages, reports from (${HOUR_COUNTS_SQL}) counts
       on conflict (site_id, hour) do update
         set signups = excluded.signups, activations = excluded.activations, messages = excluded.messages,
             reports = excluded.reports`,
      [siteId, from, to],
    );
    await tx.query('update dashboard_rollups set rolled_until = $2, rolled_at = now() where site_id = $1', [
      siteId,
      to,
    ]);
  }

  /**
   * The site's paid orders of the times [from, to) in one pass over its index, grouped two ways: per country and per
   * UTC day, each per currency (orders, amount, refunded or charged back so far).
   */
  async revenue(siteId: number, from: Date, to: Date): Promise<RevenueRow[]> {
    return this.db.query<RevenueRow>(
      `select to_char(day, 'YYYY-MM-DD') as day, country, currency, orders, amount, refunded
         from (select (paid_at at time zone 'UTC')::date as day, country, currency, count(*)::int as orders,
                      sum(amount)::float8 as amount, sum(refunded_amount + charged_back_amount)::float8 as refunded
                 from orders
                where site_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3
                group by grouping sets ((country, currency), ((paid_at at time zone 'UTC')::date, currency))) groups`,
      [siteId, from, to],
    );
  }

  /**
   * Members of the site with a paid order in the times [from, to): per UTC day, and (`day` null) in the whole period,
   * where a member who paid on several days counts once.
   */
  async payers(siteId: number, from: Date, to: Date): Promise<{ day: string | null; payers: number }[]> {
    return this.db.query(
      `select to_char(day, 'YYYY-MM-DD') as day, count(distinct member_id)::int as payers
         from (select distinct (paid_at at time zone 'UTC')::date as day, member_id from orders
                where site_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3 and member_id is not null) paid
        group by rollup (day)`,
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
      'select count(*)::int as count from members where site_id = $1 and premium_until > $2',
      [siteId, at],
    );
    return row?.count ?? 0;
  }
}

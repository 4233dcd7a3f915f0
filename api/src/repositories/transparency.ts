import type { TransparencyReport } from 'shared-contracts/api/admin';
import type { ModerationAction } from 'shared-contracts/api';
import type { Database } from '../db/database';

/**
 * The counts of the transparency report (DSA art. 15 and 24) for a period [from, to) and one site or all. Notices and
 * decisions are indexed ranges (migration 021): per site by (site, time), for all sites by time alone — the site
 * condition is left out rather than made always true, so the planner picks the index that fits. Appeals are few.
 */
export class TransparencyRepository {
  constructor(private readonly db: Database) {}

  async counts(period: {
    siteId: number | null;
    from: Date;
    to: Date;
  }): Promise<Omit<TransparencyReport, 'from' | 'to'>> {
    const params = period.siteId === null ? [period.from, period.to] : [period.from, period.to, period.siteId];
    const inSite = (alias: string) => (period.siteId === null ? 'true' : `${alias}.site_id = $3`);
    const [byReason, byAction, byGround, medians, appeals] = await Promise.all([
      this.db.query<{ reason: string; count: number }>(
        `select reason, count(*)::int as count from reports r
          where ${inSite('r')} and r.created_at >= $1 and r.created_at < $2
          group by reason order by count desc, reason`,
        params,
      ),
      this.db.query<{ action: ModerationAction; automated: boolean; count: number }>(
        `select action, automated, count(*)::int as count from moderation_decisions d
          where ${inSite('d')} and d.created_at >= $1 and d.created_at < $2
          group by action, automated order by count desc, action, automated`,
        params,
      ),
      this.db.query<{ ground: string; count: number }>(
        `select ground, count(*)::int as count from moderation_decisions d
          where ${inSite('d')} and d.created_at >= $1 and d.created_at < $2 and ground <> ''
          group by ground order by count desc, ground`,
        params,
      ),
      // From each notice to the outcome of its case, for the notices decided in the period.
      this.db.query<{ to_action: number | null }>(
        `select percentile_cont(0.5) within group (order by extract(epoch from r.outcome_at - r.created_at)) / 3600 as to_action
           from reports r
          where ${inSite('r')} and r.outcome_at >= $1 and r.outcome_at < $2`,
        params,
      ),
      this.db.query<{ received: number; upheld: number; reversed: number; to_decision: number | null }>(
        `select (select count(*)::int from moderation_appeals a
                  where ${inSite('a')} and a.created_at >= $1 and a.created_at < $2) as received,
                count(*) filter (where a.status = 'upheld')::int as upheld,
                count(*) filter (where a.status = 'reversed')::int as reversed,
                percentile_cont(0.5) within group (order by extract(epoch from a.decided_at - a.created_at)) / 3600 as to_decision
           from moderation_appeals a
          where ${inSite('a')} and a.status <> 'open' and a.decided_at >= $1 and a.decided_at < $2`,
        params,
      ),
    ]);
    const decisions = byAction.reduce((sum, row) => sum + row.count, 0);
    const round = (hours: number | null | undefined) =>
      hours === null || hours === undefined ? null : Math.round(Number(hours) * 100) / 100;
    const appealCounts = appeals[0];
    return {
      site_id: period.siteId,
      notices: { total: byReason.reduce((sum, row) => sum + row.count, 0), by_reason: byReason },
      decisions: {
        total: decisions,
        automated: byAction.filter((row) => row.automated).reduce((sum, row) => sum + row.count, 0),
        by_action: byAction,
        by_ground: byGround,
      },
      median_hours_to_action: round(medians[0]?.to_action),
      appeals: {
        received: appealCounts?.received ?? 0,
        upheld: appealCounts?.upheld ?? 0,
        reversed: appealCounts?.reversed ?? 0,
        median_hours_to_decision: round(appealCounts?.to_decision),
      },
    };
  }
}

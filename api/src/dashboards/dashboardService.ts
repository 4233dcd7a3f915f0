import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TIME_ZONE,
  type DashboardDay,
  type DashboardView,
} from 'shared-contracts/api/admin';
import { HttpError, invalidFields } from '../lib/httpErrors';
import { PeriodicJob } from '../lib/periodicJob';
import type { DashboardRepository, DayCounts } from '../repositories/dashboards';
import type { SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A day is rolled up this long after it ended: a row stamped just before midnight by a transaction that commits
 * just after it is in the tables by then, and nothing dated that day arrives later.
 */
export const ROLLUP_GRACE_MS = 10 * 60 * 1000;
/** Days rolled up per transaction: a site's first round (years of history) goes in steps that each commit. */
const ROLLUP_CHUNK_DAYS = 31;

/** The UTC day (YYYY-MM-DD) a time falls on. */
export const utcDayOf = (time: Date) => time.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => utcDayOf(new Date(startOf(day).getTime() + days * DAY_MS));
const daysBetween = (from: string, to: string) =>
  Math.round((startOf(to).getTime() - startOf(from).getTime()) / DAY_MS);

/**
 * The dashboards (docs/operators.md "Dashboards"): a site's figures per UTC day of a period. Counts of days that have
 * ended come from the daily rollup, which this service also keeps (`rollUp`, on a timer in every server process);
 * days not rolled up yet — today, or all of them before a site's first round — are counted from the tables. Money,
 * payers and premium are read from the orders and members each time (see repositories/dashboards.ts).
 */
export class DashboardService {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: {
      dashboards: DashboardRepository;
      sites: SiteRepository;
      inTransaction: InTransaction;
      /** How often each process rolls up the days that ended; 0: never on a timer. */
      rollupIntervalMs: number;
      warn: (message: string, error: unknown) => void;
    },
  ) {
    this.job = new PeriodicJob({
      intervalMs: deps.rollupIntervalMs,
      work: async () => {
        await this.rollUp();
      },
      onError: (error) => deps.warn('Dashboards: the daily rollup failed; the next round tries again', error),
    });
  }

  start(): void {
    if (this.deps.rollupIntervalMs > 0) this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /**
   * Rolls up, for every site, the days that ended (at least ROLLUP_GRACE_MS ago) and are not rolled up yet; answers
   * how many site-days it stored. Several processes may run it at once: each site's rollup is taken in turn.
   */
  async rollUp(now = new Date()): Promise<number> {
    const { dashboards, inTransaction } = this.deps;
    const closedUntil = utcDayOf(new Date(now.getTime() - ROLLUP_GRACE_MS));
    let rolled = 0;
    for (const siteId of await dashboards.siteIds()) {
      for (;;) {
        const days = await inTransaction(async (tx) => {
          const from = await dashboards.claimRollup(tx, siteId);
          if (from >= closedUntil) return 0;
          const next = addDays(from, ROLLUP_CHUNK_DAYS);
          const to = next < closedUntil ? next : closedUntil;
          await dashboards.rollUp(tx, siteId, from, to);
          return daysBetween(from, to);
        });
        if (days === 0) break;
        rolled += days;
      }
    }
    return rolled;
  }

  /** The dashboard of a site for the days [from, to] (UTC), by default the last 30 days up to today. */
  async dashboard(siteId: number, period: { from?: string; to?: string }, now = new Date()): Promise<DashboardView> {
    const { dashboards, sites } = this.deps;
    if (!(await sites.byId(siteId))) throw new HttpError(404, 'unknown_site', `No site has the id ${siteId}`);
    const to = period.to ?? utcDayOf(now);
    const from = period.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
    if (from > to) throw invalidFields({ from: 'after_to' });
    if (daysBetween(from, to) + 1 > DASHBOARD_MAX_DAYS) throw invalidFields({ from: 'period_too_long' });
    const end = addDays(to, 1);
    const rolledUntil = (await dashboards.rolledUntil(siteId)) ?? from;
    const split = rolledUntil < from ? from : rolledUntil > end ? end : rolledUntil;
    const [rolled, counted, revenue, newPayers, premium] = await Promise.all([
      from < split ? dashboards.rolledDays(siteId, from, split) : [],
      split < end ? dashboards.countDays(siteId, startOf(split), startOf(end)) : [],
      dashboards.revenue(siteId, startOf(from), startOf(end)),
      dashboards.newPayers(siteId, startOf(from), startOf(end)),
      dashboards.premiumMembers(siteId, now),
    ]);

    const counts = new Map<string, DayCounts>([...rolled, ...counted].map((row) => [row.day, row]));
    const payersOf = new Map<string, number>();
    let payers = 0;
    for (const row of revenue) {
      if (row.currency !== null || row.country !== null) continue;
      if (row.day === null) payers = row.payers;
      else payersOf.set(row.day, row.payers);
    }
    const days: DashboardDay[] = [];
    for (let day = from; day < end; day = addDays(day, 1)) {
      const found = counts.get(day);
      days.push({
        day,
        signups: found?.signups ?? 0,
        activations: found?.activations ?? 0,
        messages: found?.messages ?? 0,
        reports: found?.reports ?? 0,
        payers: payersOf.get(day) ?? 0,
      });
    }
    const total = (key: 'signups' | 'activations' | 'messages' | 'reports') =>
      days.reduce((sum, day) => sum + day[key], 0);
    return {
      site: siteId,
      from,
      to,
      timeZone: DASHBOARD_TIME_ZONE,
      days,
      totals: {
        signups: total('signups'),
        activations: total('activations'),
        messages: total('messages'),
        reports: total('reports'),
      },
      paying: { payers, newPayers, premium },
      revenue: {
        byCountry: revenue
          .flatMap((row) =>
            row.country !== null && row.currency !== null
              ? [
                  {
                    country: row.country,
                    currency: row.currency,
                    orders: row.orders,
                    amount: row.amount,
                    refunded: row.refunded,
                  },
                ]
              : [],
          )
          .sort((a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount),
        byDay: revenue
          .flatMap((row) =>
            row.day !== null && row.currency !== null
              ? [{ day: row.day, currency: row.currency, amount: row.amount }]
              : [],
          )
          .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency)),
      },
    };
  }
}

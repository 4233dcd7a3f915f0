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
import { addUpSites, perCurrency, sortedByCountry, sortedByDay } from './dashboardSums';
import type { SiteRepository } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * An hour is rolled up this long after it ended: a row stamped just before the hour by a transaction that commits
 * just after it is in the tables by then, and nothing dated in that hour arrives later.
 */
export const ROLLUP_GRACE_MS = 10 * 60 * 1000;
/** Time rolled up per transaction: a site's first round (years of history) goes in steps that each commit. */
const ROLLUP_CHUNK_MS = 31 * DAY_MS;

/** The UTC day (YYYY-MM-DD) a time falls on. */
export const utcDayOf = (time: Date) => time.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => utcDayOf(new Date(startOf(day).getTime() + days * DAY_MS));
const daysBetween = (from: string, to: string) =>
  Math.round((startOf(to).getTime() - startOf(from).getTime()) / DAY_MS);

/**
 * The dashboards (docs/operators.md "Dashboards"): a site's figures per UTC day of a period. Counts of the hours that
 * have ended come from the hourly rollup, which this service also keeps (`rollUp`, on a timer in every server
 * process); the time since — the last hour or so, or everything before a site's first round — is counted from the
 * tables. Money, payers and premium are read from the orders and members each time (see repositories/dashboards.ts).
 */
export class DashboardService {
  private readonly job: PeriodicJob;

  constructor(
    private readonly deps: {
      dashboards: DashboardRepository;
      sites: SiteRepository;
      inTransaction: InTransaction;
      /** How often each process rolls up the hours that ended; 0: never on a timer. */
      rollupIntervalMs: number;
      warn: (message: string, error: unknown) => void;
    },
  ) {
    this.job = new PeriodicJob({
      intervalMs: deps.rollupIntervalMs,
      work: async () => {
        await this.rollUp();
      },
      onError: (error) => deps.warn('Dashboards: the hourly rollup failed; the next round tries again', error),
    });
  }

  start(): void {
    if (this.deps.rollupIntervalMs > 0) this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /**
   * Rolls up, for every site, the hours that ended (at least ROLLUP_GRACE_MS ago) and are not rolled up yet; answers
   * how many hours it stored per site, added up. Several processes may run it at once: each site's rollup is taken in
   * turn.
   */
  async rollUp(now = new Date()): Promise<number> {
    const { dashboards, inTransaction } = this.deps;
    const closedUntil = Math.floor((now.getTime() - ROLLUP_GRACE_MS) / HOUR_MS) * HOUR_MS;
    let rolled = 0;
    for (const siteId of await dashboards.siteIds()) {
      for (;;) {
        const hours = await inTransaction(async (tx) => {
          const from = (await dashboards.claimRollup(tx, siteId)).getTime();
          if (from >= closedUntil) return 0;
          const to = Math.min(from + ROLLUP_CHUNK_MS, closedUntil);
          await dashboards.rollUp(tx, siteId, new Date(from), new Date(to));
          return (to - from) / HOUR_MS;
        });
        if (hours === 0) break;
        rolled += hours;
      }
    }
    return rolled;
  }

  /**
   * The dashboard of a site, or of every site added up (`siteId` undefined), for the days [from, to] (UTC), by
   * default the last 30 days up to today.
   */
  async dashboard(
    siteId: number | undefined,
    period: { from?: string; to?: string },
    now = new Date(),
  ): Promise<DashboardView> {
    const { dashboards, sites } = this.deps;
    if (siteId !== undefined && !(await sites.byId(siteId)))
      throw new HttpError(404, 'unknown_site', `No site has the id ${siteId}`);
    const to = period.to ?? utcDayOf(now);
    const from = period.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
    if (from > to) throw invalidFields({ from: 'after_to' });
    if (daysBetween(from, to) + 1 > DASHBOARD_MAX_DAYS) throw invalidFields({ from: 'period_too_long' });
    if (siteId !== undefined) return this.siteDashboard(siteId, from, to, now);
    // Each site's rollup has its own progress: every site is read as the page of one site reads it, then added up.
    const parts = [];
    for (const id of await dashboards.siteIds()) parts.push(await this.siteDashboard(id, from, to, now));
    return addUpSites(parts, { from, to });
  }

  private async siteDashboard(siteId: number, from: string, to: string, now: Date): Promise<DashboardView> {
    const { dashboards } = this.deps;
    const end = addDays(to, 1);
    const [start, stop] = [startOf(from), startOf(end)];
    const rolled = (await dashboards.rolledUntil(siteId)) ?? start;
    const split = new Date(Math.min(Math.max(rolled.getTime(), start.getTime()), stop.getTime()));
    const [fromRollup, fromTables, revenue, payers, newPayers, premium] = await Promise.all([
      split > start ? dashboards.rolledDays(siteId, start, split) : [],
      split < stop ? dashboards.countDays(siteId, split, stop) : [],
      dashboards.revenue(siteId, start, stop),
      dashboards.payers(siteId, start, stop),
      dashboards.newPayers(siteId, start, stop),
      dashboards.premiumMembers(siteId, now),
    ]);

    // A day can be partly rolled up (today's hours that ended) and partly counted from the tables.
    const counts = new Map<string, DayCounts>();
    for (const row of [...fromRollup, ...fromTables]) {
      const seen = counts.get(row.day);
      counts.set(
        row.day,
        seen
          ? {
              day: row.day,
              signups: seen.signups + row.signups,
              activations: seen.activations + row.activations,
              messages: seen.messages + row.messages,
              reports: seen.reports + row.reports,
            }
          : row,
      );
    }
    const payersOf = new Map(payers.map((row) => [row.day, row.payers]));
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
    const totals = {
      signups: total('signups'),
      activations: total('activations'),
      messages: total('messages'),
      reports: total('reports'),
    };
    const paying = { payers: payersOf.get(null) ?? 0, newPayers, premium };
    const byCountry = sortedByCountry(
      revenue.flatMap(({ day, country, ...money }) =>
        day === null && country !== null ? [{ country, ...money }] : [],
      ),
    );
    return {
      site: siteId,
      from,
      to,
      timeZone: DASHBOARD_TIME_ZONE,
      days,
      totals,
      paying,
      revenue: {
        byCountry,
        byDay: sortedByDay(
          revenue.flatMap((row) =>
            row.day !== null ? [{ day: row.day, currency: row.currency, amount: row.amount }] : [],
          ),
        ),
      },
      sites: [{ site: siteId, totals, paying, revenue: perCurrency(byCountry) }],
    };
  }
}

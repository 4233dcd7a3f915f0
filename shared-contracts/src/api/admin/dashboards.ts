import { z } from 'zod/mini';
import { idParam } from '../input';
import { dayParam } from './audit';
import { adminEndpoint } from './endpoint';

/** A dashboard's period when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest period one dashboard shows (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/**
 * Days are UTC days, on every site: a site has no time zone of its own, and one clock makes sites comparable and the
 * daily figures final once a UTC day has ended.
 */
export const DASHBOARD_TIME_ZONE = 'UTC';

const count = z.int().check(z.minimum(0));

export const dashboardDaySchema = z.object({
  day: z.string(),
  signups: count,
  /** Members who confirmed their e-mail address that day (whenever they signed up). */
  activations: count,
  messages: count,
  /** Reports filed that day (notices, before they gather into cases). */
  reports: count,
  /** Members with a paid order that day. */
  payers: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** Money of one currency: amounts are integer minor units (cents) and never added across currencies. */
export const dashboardRevenueSchema = z.object({
  country: z.string(),
  currency: z.string(),
  orders: count,
  /** What the paid orders charged. */
  amount: count,
  /** Of that, refunded or charged back so far. */
  refunded: count,
});

/**
 * GET /api/admin/dashboard.php?site=&from=&to=: one site's figures per UTC day of a period (from and to inclusive,
 * default the last 30 days, at most 366): signups, activations, messages, reports and payers per day; paying and
 * premium members; revenue per country and currency.
 */
export const dashboardEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard.php',
  permission: 'dashboards.read',
  query: z.strictObject({ site: idParam, from: z.optional(dayParam), to: z.optional(dayParam) }),
  response: z.object({
    site: z.int(),
    from: z.string(),
    to: z.string(),
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
    days: z.array(dashboardDaySchema),
    totals: z.object({ signups: count, activations: count, messages: count, reports: count }),
    paying: z.object({
      /** Members with at least one paid order in the period. */
      payers: count,
      /** Of those, members whose first paid order ever is in the period. */
      newPayers: count,
      /** Members whose premium runs now (not a figure of the period: premium has no history). */
      premium: count,
    }),
    revenue: z.object({
      byCountry: z.array(dashboardRevenueSchema),
      byDay: z.array(z.object({ day: z.string(), currency: z.string(), amount: count })),
    }),
  }),
});
export type DashboardView = z.infer<NonNullable<(typeof dashboardEndpoint)['response']>>;

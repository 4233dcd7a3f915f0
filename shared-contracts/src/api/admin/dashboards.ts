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

const totalsSchema = z.object({ signups: count, activations: count, messages: count, reports: count });
const payingSchema = z.object({
  /** Members with at least one paid order in the period. */
  payers: count,
  /** Of those, members whose first paid order ever is in the period. */
  newPayers: count,
  /** Members whose premium runs now (not a figure of the period: premium has no history). */
  premium: count,
});

/** One site's part of a dashboard: its totals, payers and money of the period, each currency apart. */
export const dashboardSiteSchema = z.object({
  site: z.int(),
  totals: totalsSchema,
  paying: payingSchema,
  revenue: z.array(z.object({ currency: z.string(), orders: count, amount: count, refunded: count })),
});
export type DashboardSite = z.infer<typeof dashboardSiteSchema>;

/**
 * GET /api/admin/dashboard.php?site=&from=&to=: one site's figures per UTC day of a period, or every site's added up
 * without `site` (from and to inclusive, default the last 30 days, at most 366): signups, activations, messages,
 * reports and payers per day; paying and premium members; revenue per country and currency; and each site's own part
 * (`sites`). A member belongs to one site, so payers of several sites add up exactly.
 */
export const dashboardEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard.php',
  permission: 'dashboards.read',
  query: z.strictObject({ site: z.optional(idParam), from: z.optional(dayParam), to: z.optional(dayParam) }),
  response: z.object({
    /** The site asked for; null: every site. */
    site: z.nullable(z.int()),
    from: z.string(),
    to: z.string(),
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
    days: z.array(dashboardDaySchema),
    totals: totalsSchema,
    paying: payingSchema,
    revenue: z.object({
      byCountry: z.array(dashboardRevenueSchema),
      byDay: z.array(z.object({ day: z.string(), currency: z.string(), amount: count })),
    }),
    /** Each site's part, in the order of their ids: one row for one site. */
    sites: z.array(dashboardSiteSchema),
  }),
});
export type DashboardView = z.infer<NonNullable<(typeof dashboardEndpoint)['response']>>;

import type { DashboardSite, DashboardView } from 'shared-contracts/api/admin';

type Revenue = DashboardView['revenue'];
type Money = { orders: number; amount: number; refunded: number };

/** The figures `keys` of several parts added up, key by key. */
function added<K extends string>(parts: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  const sums = keys.map((key) => [key, parts.reduce((sum, part) => sum + part[key], 0)]);
  return Object.fromEntries(sums) as Record<K, number>;
}

const dayFigures = ['signups', 'activations', 'messages', 'reports', 'payers'] as const;
const totalFigures = ['signups', 'activations', 'messages', 'reports'] as const;
const payingFigures = ['payers', 'newPayers', 'premium'] as const;

/** Rows added up where their key is the same, in the order each key first appears. */
function merged<T>(rows: readonly T[], keyOf: (row: T) => string, add: (a: T, b: T) => T): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = byKey.get(key);
    byKey.set(key, seen ? add(seen, row) : row);
  }
  return [...byKey.values()];
}

const addMoney = <T extends Money>(a: T, b: T): T => ({
  ...a,
  orders: a.orders + b.orders,
  amount: a.amount + b.amount,
  refunded: a.refunded + b.refunded,
});

/** Revenue per country, each currency apart: currencies in order, the largest amount first within one. */
export const sortedByCountry = (rows: Revenue['byCountry']) =>
  [...rows].sort((a, b) => a.currency.localeCompare(b.currency) || b.amount - a.amount);

/** Revenue per day, each currency apart, in the order of the days. */
export const sortedByDay = (rows: Revenue['byDay']) =>
  [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));

/** A site's money of the period per currency (never added across currencies). */
export const perCurrency = (byCountry: Revenue['byCountry']): DashboardSite['revenue'] =>
  merged(
    byCountry.map(({ currency, orders, amount, refunded }) => ({ currency, orders, amount, refunded })),
    (row) => row.currency,
    addMoney,
  ).sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * Every site's dashboard of the same period as one (docs/operators.md "Dashboards"): counts and money added up, money
 * per currency as ever, and each site's own part kept in `sites`. A member belongs to one site, so adding payers of
 * several sites counts nobody twice.
 */
export function addUpSites(parts: readonly DashboardView[], period: { from: string; to: string }): DashboardView {
  // Every part has the same days: the period's.
  const days = (parts[0]?.days ?? []).map(({ day }, index) => ({
    day,
    ...added(
      parts.flatMap((part) => part.days[index] ?? []),
      dayFigures,
    ),
  }));
  return {
    site: null,
    from: period.from,
    to: period.to,
    timeZone: 'UTC',
    days,
    totals: added(
      parts.map((part) => part.totals),
      totalFigures,
    ),
    paying: added(
      parts.map((part) => part.paying),
      payingFigures,
    ),
    revenue: {
      byCountry: sortedByCountry(
        merged(
          parts.flatMap((part) => part.revenue.byCountry),
          (row) => `${row.country} ${row.currency}`,
          addMoney,
        ),
      ),
      byDay: sortedByDay(
        merged(
          parts.flatMap((part) => part.revenue.byDay),
          (row) => `${row.day} ${row.currency}`,
          (a, b) => ({ ...a, amount: a.amount + b.amount }),
        ),
      ),
    },
    sites: parts.flatMap((part) => part.sites),
  };
}

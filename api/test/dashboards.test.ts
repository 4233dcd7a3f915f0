import { randomUUID } from 'node:crypto';
import { dashboardEndpoint, type DashboardView } from 'shared-contracts/api/admin';
import { utcDayOf } from '../src/dashboards/dashboardService';
import type { BrowserClient } from './helpers/browserClient';
import { signedInOperator } from './helpers/operators';
import { createTestApp, type TestApp } from './helpers/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = utcDayOf(new Date());
/** The UTC day `n` days before today. */
const day = (n: number) => utcDayOf(new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY_MS));
/** A time on the day `n` days before today, e.g. at(5, '10:00:00'). */
const at = (n: number, time: string) => `${day(n)}T${time}Z`;

let t: TestApp;
let analyst: BrowserClient;
let site: number;
let otherSite: number;

async function newSite(key: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into sites (key, hosts, settings, template)
     select $1, array[$1 || '.localhost'], settings, template from sites where is_default returning id`,
    [key],
  );
  return row?.id as number;
}

let members = 0;
/** A member (with a profile) of the site; answers the member's and the profile's ids. */
async function member(
  siteId: number,
  signup: string,
  extra: { activated?: string; premiumUntil?: string } = {},
): Promise<{ id: number; profile: number }> {
  const email = `dash${(members += 1)}@example.com`;
  const [row] = await t.db.query<{ id: number }>(
    `insert into members (site_id, email, email_normalized, status, signup_date, activated_at, premium_until)
     values ($1, $2, $2, 'active', $3, $4, $5) returning id`,
    [siteId, email, signup, extra.activated ?? null, extra.premiumUntil ?? null],
  );
  const id = row?.id as number;
  const [profile] = await t.db.query<{ id: number }>(
    `insert into profiles (site_id, member_id, name, gender, birthdate, country) values ($1, $2, 'Dash', 'female', '1990-01-01', 'NL') returning id`,
    [siteId, id],
  );
  return { id, profile: profile?.id as number };
}

let orders = 0;
async function order(
  siteId: number,
  memberId: number,
  order: { country: string; currency: string; amount: number; paidAt: string; status?: string; refunded?: number },
) {
  const status = order.status ?? 'paid';
  await t.db.query(
    `insert into orders (public_id, site_id, member_id, package_id, country, currency, list_price, amount, credits,
                         method, locale, provider, status, paid_at, refunded_amount, created_at, payable_until)
     values ($1, $2, $3, (select id from credit_packages limit 1), $4, $5, $6, $6, 10, 'ideal', 'en', 'sandbox', $7,
             $8, $9, $10, $10::timestamptz + interval '30 minutes')`,
    [
      `dash-order-${(orders += 1)}`,
      siteId,
      memberId,
      order.country,
      order.currency,
      order.amount,
      status,
      status === 'paid' ? order.paidAt : null,
      order.refunded ?? 0,
      order.paidAt,
    ],
  );
}

async function messages(siteId: number, low: number, high: number, times: string[]) {
  const [conversation] = await t.db.query<{ id: number }>(
    `insert into conversations (site_id, profile_low, profile_high) values ($1, $2, $3) returning id`,
    [siteId, Math.min(low, high), Math.max(low, high)],
  );
  for (const [index, time] of times.entries()) {
    await t.db.query(
      `insert into messages (conversation_id, seq, sender_profile_id, client_id, text, created_at)
       values ($1, $2, $3, $4, 'hello', $5)`,
      [conversation?.id ?? null, index + 1, low, randomUUID(), time],
    );
  }
}

async function reports(siteId: number, reporter: number, profile: number, times: string[]) {
  for (const time of times) {
    await t.db.query(
      `insert into reports (member_id, profile_id, site_id, reason, created_at) values ($1, $2, $3, 'spam', $4)`,
      [reporter, profile, siteId, time],
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ profiles: 2 });
  analyst = (await signedInOperator(t, 'analyst')).client;
  site = await newSite('dash');
  otherSite = await newSite('elsewhere');

  // Signups: the last second before the default period, its first second, later that day, and today.
  await member(site, at(30, '23:59:59.999'));
  await member(site, at(29, '00:00:00'));
  const reporter = await member(site, at(29, '12:00:00'));
  const activated = await member(site, at(5, '10:00:00'), { activated: at(3, '08:00:00') });
  const newest = await member(site, at(0, '00:00:01'), { activated: at(0, '00:00:02') });
  // Payers who signed up long before, two of them premium now (one premium ran out).
  const a = await member(site, at(400, '09:00:00'), { premiumUntil: at(-10, '00:00:00') });
  const b = await member(site, at(400, '09:00:00'), { premiumUntil: at(-1, '00:00:00') });
  const c = await member(site, at(400, '09:00:00'), { premiumUntil: at(1, '00:00:00') });
  const d = await member(site, at(400, '09:00:00'));
  // A paid the first time 10 days ago and again 5 days ago (200 of it refunded since).
  await order(site, a.id, { country: 'NL', currency: 'EUR', amount: 1000, paidAt: at(10, '12:00:00') });
  await order(site, a.id, { country: 'NL', currency: 'EUR', amount: 500, paidAt: at(5, '12:00:00'), refunded: 200 });
  // B in pounds: never added to euros.
  await order(site, b.id, { country: 'GB', currency: 'GBP', amount: 999, paidAt: at(5, '13:00:00') });
  // C paid before the period too: a payer of the period, not a new one.
  await order(site, c.id, { country: 'DE', currency: 'EUR', amount: 700, paidAt: at(40, '12:00:00') });
  await order(site, c.id, { country: 'DE', currency: 'EUR', amount: 300, paidAt: at(2, '12:00:00') });
  // D on both edges of the period: the last millisecond before it and its first.
  await order(site, d.id, { country: 'US', currency: 'USD', amount: 1, paidAt: at(30, '23:59:59.999') });
  await order(site, d.id, { country: 'US', currency: 'USD', amount: 1234, paidAt: at(29, '00:00:00') });
  // Orders that never got paid count for nothing.
  await order(site, b.id, { country: 'GB', currency: 'GBP', amount: 5000, paidAt: at(3, '12:00:00'), status: 'open' });
  await order(site, b.id, {
    country: 'GB',
    currency: 'GBP',
    amount: 5000,
    paidAt: at(3, '12:00:00'),
    status: 'failed',
  });

  await messages(site, activated.profile, newest.profile, [
    at(5, '10:00:00'),
    at(5, '23:59:59'),
    at(4, '00:00:00'),
    at(0, '00:00:05'),
  ]);
  await reports(site, reporter.id, activated.profile, [at(30, '23:00:00'), at(29, '01:00:00'), at(29, '02:00:00')]);

  // Another site's members, messages, reports and orders on the same days are never counted here.
  const other = await member(otherSite, at(5, '10:00:00'), {
    activated: at(5, '11:00:00'),
    premiumUntil: at(-5, '00:00:00'),
  });
  const otherPeer = await member(otherSite, at(5, '10:00:00'));
  await order(otherSite, other.id, { country: 'NL', currency: 'EUR', amount: 4444, paidAt: at(5, '12:00:00') });
  await messages(otherSite, other.profile, otherPeer.profile, [at(5, '10:00:00')]);
  await reports(otherSite, other.id, otherPeer.profile, [at(5, '10:00:00')]);
});
afterAll(async () => t.close());

async function dashboard(query: string): Promise<DashboardView> {
  const answer = await analyst.request({ method: 'GET', url: `/api/admin/dashboard.php?${query}` });
  expect(answer.statusCode).toBe(200);
  return dashboardEndpoint.response.parse(answer.json());
}
const nonZero = (view: DashboardView) =>
  view.days.filter((entry) => entry.signups || entry.activations || entry.messages || entry.reports || entry.payers);

describe('the dashboard of a site', () => {
  it('shows the last 30 UTC days by default, each series counted exactly and money kept per currency', async () => {
    const view = await dashboard(`site=${site}`);
    expect(view).toMatchObject({ site, from: day(29), to: today, timeZone: 'UTC' });
    expect(view.days).toHaveLength(30);
    expect(view.days[0]?.day).toBe(day(29));
    expect(nonZero(view)).toEqual([
      { day: day(29), signups: 2, activations: 0, messages: 0, reports: 2, payers: 1 },
      { day: day(10), signups: 0, activations: 0, messages: 0, reports: 0, payers: 1 },
      { day: day(5), signups: 1, activations: 0, messages: 2, reports: 0, payers: 2 },
      { day: day(4), signups: 0, activations: 0, messages: 1, reports: 0, payers: 0 },
      { day: day(3), signups: 0, activations: 1, messages: 0, reports: 0, payers: 0 },
      { day: day(2), signups: 0, activations: 0, messages: 0, reports: 0, payers: 1 },
      { day: today, signups: 1, activations: 1, messages: 1, reports: 0, payers: 0 },
    ]);
    expect(view.totals).toEqual({ signups: 4, activations: 2, messages: 4, reports: 2 });
    // A, B, C and D paid in the period; A and B for the first time ever (C and D paid before it began).
    expect(view.paying).toEqual({ payers: 4, newPayers: 2, premium: 2 });
    expect(view.revenue.byCountry).toEqual([
      { country: 'NL', currency: 'EUR', orders: 2, amount: 1500, refunded: 200 },
      { country: 'DE', currency: 'EUR', orders: 1, amount: 300, refunded: 0 },
      { country: 'GB', currency: 'GBP', orders: 1, amount: 999, refunded: 0 },
      { country: 'US', currency: 'USD', orders: 1, amount: 1234, refunded: 0 },
    ]);
    expect(view.revenue.byDay).toEqual([
      { day: day(29), currency: 'USD', amount: 1234 },
      { day: day(10), currency: 'EUR', amount: 1000 },
      { day: day(5), currency: 'EUR', amount: 500 },
      { day: day(5), currency: 'GBP', amount: 999 },
      { day: day(2), currency: 'EUR', amount: 300 },
    ]);
  });

  it('takes a period to the day: from and to are whole UTC days, both included', async () => {
    const before = await dashboard(`site=${site}&from=${day(30)}&to=${day(30)}`);
    expect(before.days).toEqual([{ day: day(30), signups: 1, activations: 0, messages: 0, reports: 1, payers: 1 }]);
    expect(before.revenue.byCountry).toEqual([{ country: 'US', currency: 'USD', orders: 1, amount: 1, refunded: 0 }]);
    expect(before.paying).toMatchObject({ payers: 1, newPayers: 1 });
    const week = await dashboard(`site=${site}&from=${day(5)}&to=${day(4)}`);
    expect(week.totals).toEqual({ signups: 1, activations: 0, messages: 3, reports: 0 });
    expect(week.paying).toMatchObject({ payers: 2, newPayers: 1 });
    const long = await dashboard(`site=${site}&from=${day(365)}&to=${today}`);
    expect(long.days).toHaveLength(366);
    expect(long.totals).toEqual({ signups: 5, activations: 2, messages: 4, reports: 3 });
    expect(long.paying).toMatchObject({ payers: 4, newPayers: 4 });
  });

  it('answers the same from the hourly rollup, which stores each hour once it has ended', async () => {
    const periods = [
      `site=${site}`,
      `site=${site}&from=${day(30)}&to=${day(30)}`,
      `site=${site}&from=${day(40)}&to=${day(1)}`,
    ];
    const live = await Promise.all(periods.map(dashboard));
    const now = new Date();
    // This site's part: from the hour of its first member, 400 days ago, to the last hour that ended 10 minutes ago or
    // more (the demo site and the other one are rolled up too).
    const closedUntil = new Date(Math.floor((now.getTime() - 10 * 60 * 1000) / 3_600_000) * 3_600_000);
    const firstHour = Date.parse(at(400, '09:00:00'));
    expect(await t.ctx.dashboards.rollUp(now)).toBeGreaterThanOrEqual((closedUntil.getTime() - firstHour) / 3_600_000);
    const [rollup] = await t.db.query<{ until: Date }>(
      'select rolled_until as until from dashboard_rollups where site_id = $1',
      [site],
    );
    expect(rollup?.until.toISOString()).toBe(closedUntil.toISOString());
    const stored = await t.db.query<{ hour: Date; signups: number; messages: number }>(
      `select hour, signups, messages from dashboard_hours where site_id = $1 and hour >= $2 and hour < $3 order by hour`,
      [site, at(5, '00:00:00'), at(4, '00:00:00')],
    );
    expect(stored.map((row) => [row.hour.toISOString(), row.signups, row.messages])).toEqual([
      [at(5, '10:00:00.000'), 1, 1],
      [at(5, '23:00:00.000'), 0, 1],
    ]);
    expect(await Promise.all(periods.map(dashboard))).toEqual(live);
    // Nothing new has ended: the next round stores nothing.
    expect(await t.ctx.dashboards.rollUp(now)).toBe(0);
    // A message sent after the rollup: the time since the last rolled hour is counted from the tables.
    const sender = await member(site, at(400, '00:00:00'));
    const recipient = await member(site, at(400, '00:00:00'));
    await messages(site, sender.profile, recipient.profile, [new Date().toISOString()]);
    expect((await dashboard(`site=${site}&from=${today}&to=${today}`)).totals.messages).toBe(2);
  });

  it('refuses a period backwards, longer than 366 days, a day that does not exist and an unknown site', async () => {
    const ask = (query: string) => analyst.request({ method: 'GET', url: `/api/admin/dashboard.php?${query}` });
    const backwards = await ask(`site=${site}&from=${day(1)}&to=${day(2)}`);
    expect([backwards.statusCode, backwards.json().fields]).toEqual([400, { from: 'after_to' }]);
    const long = await ask(`site=${site}&from=${day(366)}&to=${today}`);
    expect([long.statusCode, long.json().fields]).toEqual([400, { from: 'period_too_long' }]);
    for (const query of [
      `site=${site}&from=2025-02-30`,
      `site=${site}&to=0000-01-01`,
      'site=abc',
      `site=${site}&x=1`,
    ]) {
      expect((await ask(query)).statusCode).toBe(400);
    }
    const unknown = await ask('site=999999');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'unknown_site']);
  });

  it('is for owners, admins and analysts; moderators and members are refused', async () => {
    const moderator = (await signedInOperator(t, 'moderator')).client;
    expect((await moderator.request({ method: 'GET', url: `/api/admin/dashboard.php?site=${site}` })).statusCode).toBe(
      403,
    );
    const owner = (await signedInOperator(t, 'owner')).client;
    expect((await owner.request({ method: 'GET', url: `/api/admin/dashboard.php?site=${site}` })).statusCode).toBe(200);
  });
});

// Issue 37: "All sites" in the console's site picker is every site, on every page that takes a site: the photo queue
// and the dashboard asked for the default site only (Nightlane's photos waiting for pre-moderation stayed hidden), and
// each row says its site.
import {
  casesListEndpoint,
  dashboardEndpoint,
  photoQueueEndpoint,
  type DashboardView,
} from 'shared-contracts/api/admin';
import { BrowserClient } from './helpers/browserClient';
import { confirmedMember } from './helpers/members';
import { report } from './helpers/moderation';
import { signedInOperator } from './helpers/operators';
import { uploadPhoto } from './helpers/photos';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let owner: BrowserClient;
let moderator: BrowserClient;
let datelane: number;
let nightlane: number;
beforeAll(async () => {
  t = await createTestApp({ profiles: 12, secondSite: true, environment: { RATE_LIMIT_FACTOR: '10' } });
  ({ client: owner } = await signedInOperator(t, 'owner'));
  ({ client: moderator } = await signedInOperator(t, 'moderator'));
  const sites = await t.db.query<{ id: number; key: string }>('select id, key from sites order by id');
  datelane = sites.find((site) => site.key !== 'nightlane')?.id as number;
  nightlane = sites.find((site) => site.key === 'nightlane')?.id as number;
});
afterAll(async () => t.close());

async function get<T>(client: BrowserClient, url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const answer = await client.request({ method: 'GET', url });
  expect([url, answer.statusCode, answer.statusCode === 200 ? '' : answer.body]).toEqual([url, 200, '']);
  return schema.parse(answer.json());
}

describe('the photo queue on all sites', () => {
  const queue = (query: string) => get(moderator, `/api/admin/photos.php${query}`, photoQueueEndpoint.response);

  it("lists every site's waiting photos, oldest first, each with its site, counted together", async () => {
    // A member of each site uploads a photo, which waits for a moderator's look.
    const night = await confirmedMember(t, 'Nightowl', {}, new BrowserClient(t.app, 'nightlane.localhost'));
    const day = await confirmedMember(t, 'Daylight');
    const nightPhoto = (await uploadPhoto(night.client)).image.id;
    const dayPhoto = (await uploadPhoto(day.client)).image.id;

    const all = await queue('');
    const one = await queue(`?site=${datelane}`);
    const other = await queue(`?site=${nightlane}`);
    const ids = all.photos.map((photo) => photo.id);
    expect(ids).toEqual(expect.arrayContaining([nightPhoto, dayPhoto]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.photos.find((photo) => photo.id === nightPhoto)?.site_id).toBe(nightlane);
    expect(all.photos.find((photo) => photo.id === dayPhoto)?.site_id).toBe(datelane);
    expect(new Set(all.photos.map((photo) => photo.site_id))).toEqual(new Set([datelane, nightlane]));
    // Counted together (the classifier may move a photo from pending to public-not-reviewed between two calls).
    const waiting = ({ counts }: { counts: { pending: number; needs_review: number } }) =>
      counts.pending + counts.needs_review;
    expect(waiting(all)).toBe(waiting(one) + waiting(other));
    // One site still answers that site's photos only, with the settings its scores are judged by.
    expect(other.photos.every((photo) => photo.site_id === nightlane)).toBe(true);
    expect(other.moderation).toBeDefined();
    expect(all.moderation).toBeUndefined();
    expect(other.photos.map((photo) => photo.id)).toContain(nightPhoto);
    expect(one.photos.map((photo) => photo.id)).not.toContain(nightPhoto);
  });

  it('pages through every site by keyset, each photo once', async () => {
    const all = await queue('');
    const total = all.counts.pending + all.counts.needs_review;
    const seen: number[] = [];
    let after: number | null = null;
    do {
      const page = await queue(after === null ? '' : `?after=${after}`);
      seen.push(...page.photos.map((photo) => photo.id));
      after = page.next;
    } while (after !== null);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('the dashboard on all sites', () => {
  const dashboard = (query: string) => get(owner, `/api/admin/dashboard.php?${query}`, dashboardEndpoint.response);
  const period = 'from=2000-01-01&to=2000-12-31';

  it("adds up every site's figures and names each site's own", async () => {
    // Activity on both sites today: signups (the members above and these), messages are not needed for the sum.
    await confirmedMember(t, 'Dashday');
    await confirmedMember(t, 'Dashnight', {}, new BrowserClient(t.app, 'nightlane.localhost'));
    const all = await dashboard('');
    const [day, night] = [await dashboard(`site=${datelane}`), await dashboard(`site=${nightlane}`)];
    expect(all.site).toBeNull();
    expect(night.totals.signups).toBeGreaterThan(0);
    const sum = (key: keyof DashboardView['totals']) => day.totals[key] + night.totals[key];
    expect(all.totals).toEqual({
      signups: sum('signups'),
      activations: sum('activations'),
      messages: sum('messages'),
      reports: sum('reports'),
    });
    expect(all.days.map((entry) => entry.signups)).toEqual(
      day.days.map((entry, index) => entry.signups + (night.days[index]?.signups ?? 0)),
    );
    expect(all.paying).toEqual({
      payers: day.paying.payers + night.paying.payers,
      newPayers: day.paying.newPayers + night.paying.newPayers,
      premium: day.paying.premium + night.paying.premium,
    });
    // Each site's own figures, by site: what the page lists row by row.
    expect(all.sites).toEqual([
      { site: datelane, totals: day.totals, paying: day.paying, revenue: expect.any(Array) },
      { site: nightlane, totals: night.totals, paying: night.paying, revenue: expect.any(Array) },
    ]);
    expect(day.sites).toEqual([{ site: datelane, totals: day.totals, paying: day.paying, revenue: expect.any(Array) }]);
  });

  it('keeps money per currency when it adds up sites, and each site names its own', async () => {
    const [dayMember] = await t.db.query<{ id: number }>('select id from members where site_id = $1 limit 1', [
      datelane,
    ]);
    const [nightMember] = await t.db.query<{ id: number }>('select id from members where site_id = $1 limit 1', [
      nightlane,
    ]);
    let made = 0;
    const paid = (site: number, member: number, currency: string, amount: number) =>
      t.db.query(
        `insert into orders (public_id, site_id, member_id, package_id, country, currency, list_price, amount, credits,
                             method, locale, provider, status, paid_at, created_at, payable_until)
         values ($1, $2, $3, (select id from credit_packages limit 1), 'NL', $4, $5, $5, 10, 'ideal', 'en', 'sandbox',
                 'paid', '2000-06-01T12:00:00Z', '2000-06-01T12:00:00Z', '2000-06-01T12:30:00Z')`,
        [`all-sites-${(made += 1)}`, site, member, currency, amount],
      );
    await paid(datelane, dayMember?.id as number, 'EUR', 1000);
    await paid(nightlane, nightMember?.id as number, 'EUR', 250);
    await paid(nightlane, nightMember?.id as number, 'GBP', 99);
    const all = await dashboard(period);
    expect(all.revenue.byCountry).toEqual([
      { country: 'NL', currency: 'EUR', orders: 2, amount: 1250, refunded: 0 },
      { country: 'NL', currency: 'GBP', orders: 1, amount: 99, refunded: 0 },
    ]);
    expect(all.revenue.byDay).toEqual([
      { day: '2000-06-01', currency: 'EUR', amount: 1250 },
      { day: '2000-06-01', currency: 'GBP', amount: 99 },
    ]);
    expect(all.paying.payers).toBe(2);
    expect(all.sites.map((row) => [row.site, row.revenue])).toEqual([
      [datelane, [{ currency: 'EUR', orders: 1, amount: 1000, refunded: 0 }]],
      [
        nightlane,
        [
          { currency: 'EUR', orders: 1, amount: 250, refunded: 0 },
          { currency: 'GBP', orders: 1, amount: 99, refunded: 0 },
        ],
      ],
    ]);
  });
});

describe('the other pages that take a site', () => {
  it('lists cases of every site without one, each naming its site', async () => {
    const reporter = await confirmedMember(t, 'Reporter');
    const nightReporter = await confirmedMember(
      t,
      'Nightreporter',
      {},
      new BrowserClient(t.app, 'nightlane.localhost'),
    );
    // Someone else on each site: seeding makes a random quarter of the profiles fictional, so a site may have none.
    const [dayProfile] = await t.db.query<{ id: number }>(
      `select id from profiles where site_id = $1 and id <> $2 and status = 'active' order by id limit 1`,
      [datelane, reporter.profileId],
    );
    const [nightProfile] = await t.db.query<{ id: number }>(
      `select id from profiles where site_id = $1 and id <> $2 and status = 'active' order by id limit 1`,
      [nightlane, nightReporter.profileId],
    );
    await report(reporter.client, dayProfile?.id as number);
    await report(nightReporter.client, nightProfile?.id as number);
    const { cases } = await get(moderator, '/api/admin/reports.php?sort=oldest', casesListEndpoint.response);
    expect(cases.map((row) => row.site_id)).toEqual(expect.arrayContaining([datelane, nightlane]));
    expect(cases.every((row) => row.site_name !== '')).toBe(true);
  });
});

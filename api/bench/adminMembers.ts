// npm run bench:admin-members [-- --profiles N --runs R --no-explain]
// Finding members and the member page of the operator console (docs/operators.md "Members") on a big database:
// seeds N profiles (default 1,000,000 on the PostgreSQL server DATABASE_URL names, 100,000 on the embedded PGlite)
// as bench:search does, plus a small second site, some members in every account state, and one member with a long
// ledger and many orders; then times every kind of search and the member page's reads through the console's own
// service and repositories (R runs each after a warm-up, p50/p95), and prints EXPLAIN (ANALYZE, BUFFERS) of each
// statement. Talks only to the database.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MemberSearchQuery } from 'shared-contracts/api/admin';
import { MEMBER_REPORTS_SHOWN, MEMBER_ROWS_PAGE_SIZE } from 'shared-contracts/api/admin';
import { openDatabase, type Queryable, type SqlValue } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { MemberSearchService } from '../src/members/memberSearch';
import { MemberDetailsRepository } from '../src/repositories/memberDetails';
import { MemberSearchRepository } from '../src/repositories/memberSearch';
import { seedContextFor, seedDemoIfEmpty, seedProfiles, DEMO_EMAIL } from '../src/seed/demo';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string' },
    runs: { type: 'string', default: '30' },
    'no-explain': { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const target = Number(values.profiles ?? (databaseUrl ? 1_000_000 : 100_000));
const runs = Number(values.runs);
const SMALL_SITE_PROFILES = 2_000;
const HEAVY_LEDGER = 20_000;
const HEAVY_ORDERS = 300;

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.join(root, '.tmp', 'bench-admin-members');
await mkdir(dataDir, { recursive: true });
const db = await openDatabase({ databaseUrl, dataDir });
await migrate(db);
await seedDemoIfEmpty(db, { dataDir, profiles: 0 });

const one = async <T>(sql: string, params: SqlValue[] = []) => (await db.query<T>(sql, params))[0] as T;
const [site] = await db.query<{ id: number }>('select id from sites where is_default');
const siteId = (site as { id: number }).id;
const { n: have } = await one<{ n: number }>('select count(*)::int as n from profiles where site_id = $1', [siteId]);
if (have < target) {
  const started = Date.now();
  await seedProfiles(db, await seedContextFor(db, siteId), target - have, {
    batchSize: 10_000,
    onProgress: (done) =>
      process.stdout.write(`\r  seeding ${done.toLocaleString('en')} / ${(target - have).toLocaleString('en')}`),
  });
  console.log(`\n  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// A small white-label site beside the big one: one site's members must not cost a scan of everyone's.
let small = await db.query<{ id: number }>(`select id from sites where key = 'bench-small'`);
if (!small.length) {
  small = await db.query<{ id: number }>(
    `insert into sites (key, hosts, settings, template, offers)
     select 'bench-small', '{bench-small.localhost}', settings || '{"name": "Bench Small"}', template, offers
       from sites where id = $1 returning id`,
    [siteId],
  );
  await seedProfiles(db, await seedContextFor(db, (small[0] as { id: number }).id), SMALL_SITE_PROFILES);
}
const smallSiteId = (small[0] as { id: number }).id;

// Every account state, in shares a real site might have (the seed makes everyone active): by id, so repeatable.
const { n: notActive } = await one<{ n: number }>(`select count(*)::int as n from members where status <> 'active'`);
if (notActive === 0) {
  await db.query(`update members set status = 'not_confirmed' where id % 50 = 1`);
  await db.query(`update members set status = 'deleted' where id % 100 = 2`);
  await db.query(`update members set status = 'deactivated' where id % 200 = 3`);
  await db.query(
    `update members set restriction = 'suspended', restricted_until = now() + interval '7 days' where id % 1000 = 4`,
  );
  await db.query(`update members set restriction = 'banned' where id % 2000 = 5`);
}

// The demo member as a heavy user: a long ledger and many orders, for the member page's paging.
const { id: heavy } = await one<{ id: number }>('select id from members where email_normalized = $1', [DEMO_EMAIL]);
const { n: ledgerRows } = await one<{ n: number }>(
  'select count(*)::int as n from credit_ledger where member_id = $1',
  [heavy],
);
if (ledgerRows < HEAVY_LEDGER) {
  await db.query(
    `insert into credit_ledger (member_id, kind, amount, created_at)
     select $1, 'grant', 1, now() - make_interval(mins => g) from generate_series(1, $2::int) g`,
    [heavy, HEAVY_LEDGER],
  );
  await db.query('update members set credits = credits + $2 where id = $1', [heavy, HEAVY_LEDGER]);
  const { id: pack } = await one<{ id: number }>('select id from credit_packages where site_id = $1 limit 1', [siteId]);
  await db.query(
    `insert into orders (public_id, site_id, member_id, package_id, country, currency, list_price, amount, credits, method,
                         locale, provider, status, paid_at, payable_until, created_at)
     select 'bench-order-' || g, $2, $1, $3, 'NL', 'EUR', 2999, 2999, 10, 'ideal', 'en', 'sandbox', 'paid', now(), now(),
            now() - make_interval(days => g)
       from generate_series(1, $4::int) g`,
    [heavy, siteId, pack, HEAVY_ORDERS],
  );
}
console.log('  vacuum analyze …');
await db.query('vacuum analyze');

/** The statements a call sends, to explain them afterwards with the same parameters. */
const statements: { sql: string; params: readonly SqlValue[] }[] = [];
const recording: Queryable = {
  query: (sql, params = []) => {
    statements.push({ sql: typeof sql === 'string' ? sql : sql.text, params });
    return db.query(sql, params);
  },
  exec: (sql) => db.exec(sql),
};
const search = new MemberSearchService(new MemberSearchRepository(recording));
const details = new MemberDetailsRepository(recording);

/** A cursor some way into a list: the `next` of page `pages`, followed from the first. */
async function cursorAfter(query: MemberSearchQuery, pages: number): Promise<string> {
  let after: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    const answer = await search.search({ ...query, after });
    if (!answer.next) break;
    after = answer.next;
  }
  return after as string;
}

const { n: members } = await one<{ n: number }>('select count(*)::int as n from members');
const someId = (await one<{ id: number }>('select id from members where id % 7 = 0 order by id desc limit 1')).id;
const someEmail = `member${someId}@demo.example`;
const { id: oldLedgerId } = await one<{ id: number }>(
  'select id from credit_ledger where member_id = $1 order by id offset $2 limit 1',
  [heavy, 100],
);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const namePrefixes = ['an', 'ma', 'ja', 'el', 'jo', 'li', 'sa', 'em', 'lu', 'mi'];

const cases: { name: string; run: () => Promise<unknown> }[] = [
  { name: 'newest first, page 1 (+ estimate)', run: () => search.search({}) },
  { name: 'newest first, page 100', run: async () => search.search({ after: deep.signup }) },
  { name: 'by name, page 1', run: () => search.search({ sort: 'name' }) },
  { name: 'by name, page 100', run: () => search.search({ sort: 'name', after: deep.name }) },
  { name: 'by e-mail desc, page 1', run: () => search.search({ sort: 'email', dir: 'desc' }) },
  { name: 'big site, newest first', run: () => search.search({ site: siteId }) },
  { name: 'small site, newest first', run: () => search.search({ site: smallSiteId }) },
  { name: 'small site, by name', run: () => search.search({ site: smallSiteId, sort: 'name' }) },
  { name: 'e-mail exact', run: () => search.search({ q: someEmail, by: 'email', exact: '1' }) },
  {
    name: 'e-mail prefix (~10k match)',
    run: () => search.search({ q: `member${pick([12, 34, 56, 78])}`, by: 'email' }),
  },
  { name: 'e-mail prefix (all match)', run: () => search.search({ q: 'member', by: 'email' }) },
  { name: 'name prefix, 2 letters', run: () => search.search({ q: pick(namePrefixes), by: 'name' }) },
  { name: 'name prefix, upper case', run: () => search.search({ q: 'ANN', by: 'name' }) },
  {
    name: 'name prefix, small site',
    run: () => search.search({ q: pick(namePrefixes), by: 'name', site: smallSiteId }),
  },
  { name: 'member id', run: () => search.search({ q: String(someId), by: 'id' }) },
  { name: 'state deleted (1 %)', run: () => search.search({ state: 'deleted' }) },
  { name: 'state banned (0.05 %)', run: () => search.search({ state: 'banned' }) },
  { name: 'state not confirmed, by name', run: () => search.search({ state: 'not_confirmed', sort: 'name' }) },
  { name: 'e-mail prefix (all) + deleted', run: () => search.search({ q: 'member', by: 'email', state: 'deleted' }) },
  {
    name: 'member page (5 reads)',
    run: async () => {
      await details.account(heavy);
      const profile = await details.profile(heavy);
      await details.photos(profile?.id ?? 0);
      await details.reports('filed', heavy, MEMBER_REPORTS_SHOWN);
      await details.reports('received', profile?.id ?? 0, MEMBER_REPORTS_SHOWN);
      await details.decisions(heavy);
    },
  },
  { name: 'ledger page 1 (20k entries)', run: () => details.ledgerPage(heavy, undefined, MEMBER_ROWS_PAGE_SIZE + 1) },
  { name: 'ledger, oldest page', run: () => details.ledgerPage(heavy, oldLedgerId, MEMBER_ROWS_PAGE_SIZE + 1) },
  { name: 'orders page 1 (300 orders)', run: () => details.ordersPage(heavy, undefined, MEMBER_ROWS_PAGE_SIZE + 1) },
];
const deep = {
  signup: await cursorAfter({}, 99),
  name: await cursorAfter({ sort: 'name' }, 99),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(
  `\nMembers in the console on ${db.kind === 'postgres' ? 'a PostgreSQL server' : 'embedded PGlite'}: ${members.toLocaleString('en')} members, ${(target + SMALL_SITE_PROFILES).toLocaleString('en')}+ profiles; ${runs} runs per case after one warm-up, milliseconds per call (every statement of the call)\n`,
);
const plans: { name: string; statements: typeof statements }[] = [];
for (const { name, run } of cases) {
  statements.length = 0;
  await run();
  plans.push({ name, statements: [...statements] });
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(38)} p50 ${percentile(times, 50).toFixed(2).padStart(7)}  p95 ${percentile(times, 95).toFixed(2).padStart(7)}  max ${(times.at(-1) ?? 0).toFixed(2).padStart(7)}`,
  );
}

if (!values['no-explain']) {
  for (const { name, statements: sent } of plans) {
    console.log(`\n=== ${name}`);
    for (const { sql, params } of sent) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, [...params]);
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
}
await db.close();

// npm run bench:dashboards [-- --profiles N --runs R]
// Seeds N profiles (default 1,000,000 on the PostgreSQL server DATABASE_URL names, 100,000 on the embedded PGlite)
// into a database of its own, and two years of what members do around them: activations, conversations and
// messages, reports, orders in several currencies (some refunded), premium. Then it measures the console's dashboard
// (GET /api/admin/dashboard.php, signed in as an analyst) for 30, 90 and 365 days, first counting every day from the
// tables, then from the hourly rollup, and prints server-side p50/p95 per period, the rollup's own times, and
// EXPLAIN (ANALYZE, BUFFERS) of each query (full plans in .tmp/bench-dashboards/plans.txt). Talks only to 127.0.0.1.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';
import { buildApp } from '../src/app';
import { totpCode } from '../src/auth/totp';
import { createContext } from '../src/context';
import type { Queryable, SqlValue } from '../src/db/database';
import { utcDayOf } from '../src/dashboards/dashboardService';
import { DeployRegistry } from '../src/deploy/registry';
import { DashboardRepository } from '../src/repositories/dashboards';
import { latencyLine, openBenchDatabase } from './benchDatabase';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string' },
    runs: { type: 'string', default: '30' },
    // Counting a year of messages from the tables takes seconds a time at 1M: fewer runs of that slow path.
    'table-runs': { type: 'string', default: '5' },
  },
});
const target = Number(values.profiles ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const runs = Number(values.runs);
const tableRuns = Number(values['table-runs']);
const DAY_MS = 24 * 60 * 60 * 1000;

const { db, config, dataDir, siteId, profiles } = await openBenchDatabase('bench-dashboards', target);

/** Two years of activity around the seeded members, once: about what a site of this size sees (see the counts). */
async function seedActivity(): Promise<void> {
  const [seeded] = await db.query<{ n: number }>(
    `select count(*)::int as n from orders where public_id like 'bench-%'`,
  );
  if ((seeded?.n ?? 0) > 0) return;
  const step = async (label: string, sql: string, params: SqlValue[] = [siteId]) => {
    const started = Date.now();
    await db.query(sql, params);
    console.log(`  ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  console.log('  seeding activity');
  await db.query('select setseed(0.42)');
  // Most members confirm their address within two days.
  await step(
    'activations',
    `update members set activated_at = least(now() - interval '1 minute', signup_date + random() * interval '48 hours')
      where site_id = $1 and activated_at is null and random() < 0.7`,
  );
  await db.query('drop table if exists bench_profiles');
  await db.query(
    `create unlogged table bench_profiles as
       select row_number() over (order by id)::int as n, id from profiles where site_id = $1`,
    [siteId],
  );
  await db.query('create unique index on bench_profiles (n)');
  const [{ n: count } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from bench_profiles');
  // Conversations between random profiles, more of them recently; about ten messages each, the first at the start.
  await step(
    'conversations',
    `insert into conversations (site_id, profile_low, profile_high, created_at)
     select $1, least(a.id, b.id), greatest(a.id, b.id), now() - random() ^ 1.5 * interval '720 days'
       from (select 1 + floor(random() * $2)::int as x, 1 + floor(random() * $2)::int as y
               from generate_series(1, $3::int)) pairs
       join bench_profiles a on a.n = pairs.x join bench_profiles b on b.n = pairs.y
      where a.id <> b.id
     on conflict (profile_low, profile_high) do nothing`,
    [siteId, count, Math.round(count)],
  );
  const [bounds] = await db.query<{ low: number; high: number }>(
    'select min(id) as low, max(id) as high from conversations where site_id = $1',
    [siteId],
  );
  const batch = 100_000;
  const started = Date.now();
  for (let from = bounds?.low ?? 0; from <= (bounds?.high ?? -1); from += batch) {
    await db.query(
      `insert into messages (conversation_id, seq, sender_profile_id, client_id, text, created_at)
       select id, s, case when s % 2 = 1 then profile_low else profile_high end, gen_random_uuid(),
              'Hello, how are you?', at
         from (select c.id, c.profile_low, c.profile_high, s,
                      c.created_at + s * (interval '2 minutes' + random() * interval '4 hours') as at
                 from conversations c
                cross join lateral generate_series(1, 1 + floor(-ln(1 - random()) * 9 + c.id * 0)::int) s
                where c.site_id = $1 and c.id >= $2 and c.id < $3) sent
        where at < now()`,
      [siteId, from, from + batch],
    );
    process.stdout.write(`\r  messages: conversations up to ${(from + batch).toLocaleString('en')}`);
  }
  console.log(` in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await step(
    'reports',
    `insert into reports (member_id, profile_id, site_id, reason, message, created_at)
     select m.member_id, p.id, $1, 'spam', '', now() - random() * interval '720 days'
       from (select 1 + floor(random() * $2)::int as x, 1 + floor(random() * $2)::int as y
               from generate_series(1, ($2 / 20)::int)) pick
       join bench_profiles r on r.n = pick.x join profiles m on m.id = r.id and m.member_id is not null
       join bench_profiles q on q.n = pick.y join profiles p on p.id = q.id`,
    [siteId, count],
  );
  // 4% of members pay, one to several times after they signed up; 85% of orders are paid, 2% of those refunded.
  await step(
    'orders',
    `insert into orders (public_id, site_id, member_id, package_id, country, currency, list_price, amount, credits,
                         method, locale, provider, status, paid_at, refunded_amount, created_at, payable_until)
     select 'bench-' || gen_random_uuid(), $1, payer.id, pkg.id, pkg.country, pkg.currency, pkg.price, pkg.price,
            pkg.credits, 'creditcard', 'en', 'mollie', payment.status,
            case when payment.status = 'paid' then payment.at end,
            case when payment.status = 'paid' and random() < 0.02 then pkg.price else 0 end,
            payment.at - interval '1 minute', payment.at + interval '29 minutes'
       from (select m.id, p.country, m.signup_date from members m join profiles p on p.member_id = m.id
              where m.site_id = $1 and random() < 0.04) payer
      cross join lateral generate_series(1, 1 + floor(-ln(1 - random()) * 2 + payer.id * 0)::int) k
      cross join lateral (select payer.signup_date + random() * (now() - payer.signup_date) as at,
                                 case when random() < 0.85 then 'paid' else (array['failed', 'expired', 'canceled'])[1 + floor(random() * 3)::int] end
                                   as status, k) payment
      cross join lateral (select id, country, currency, price, credits from credit_packages cp
                           where cp.site_id = $1 and cp.country = payer.country
                           order by random() + payer.id * 0 + payment.k * 0 limit 1) pkg`,
  );
  await step(
    'premium',
    `update members set premium_until = now() + random() * interval '90 days'
      where id in (select member_id from orders where site_id = $1 and status = 'paid' and random() < 0.3)`,
  );
  await db.query('drop table bench_profiles');
}

await seedActivity();
await db.query('vacuum analyze');
const volume = await db.query<{ what: string; n: number }>(
  `select 'members' as what, count(*)::int as n from members where site_id = $1
   union all select 'activated members', count(*)::int from members where site_id = $1 and activated_at is not null
   union all select 'conversations', count(*)::int from conversations where site_id = $1
   union all select 'messages', count(*)::int from messages
   union all select 'reports', count(*)::int from reports where site_id = $1
   union all select 'orders', count(*)::int from orders where site_id = $1
   union all select 'paid orders', count(*)::int from orders where site_id = $1 and status = 'paid'
   union all select 'premium members now', count(*)::int from members where site_id = $1 and premium_until > now()`,
  [siteId],
);

const ctx = await createContext(
  { ...config, dashboardRollupIntervalMs: 0 },
  db,
  new DeployRegistry(path.join(dataDir, 'deploy')),
);
const app = await buildApp(ctx, { logger: false });
const serverTimes: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.routeOptions.url === '/api/admin/dashboard.php') serverTimes.push(reply.elapsedTime);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

// An analyst signed in to the console, as the dashboard page has one.
const password = 'bench analyst password';
const { operator, secret } = await ctx.operatorAccounts.createFromCommandLine({
  email: `analyst.${Date.now()}@bench.example`,
  role: 'analyst',
  password,
});
const first = await fetch(`${base}/api/settings.php`);
const csrf = new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const signIn = await fetch(`${base}/api/admin/session.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
  body: JSON.stringify({
    email: operator.email,
    password,
    code: totpCode(secret),
  }),
});
const osid = /osid=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
if (!osid) throw new Error(`Console sign-in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = `${CSRF_COOKIE}=${csrf}; osid=${osid}`;

const today = utcDayOf(new Date());
const periods = [30, 90, 365].map((days) => ({
  label: `${days} days`,
  from: utcDayOf(new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS)),
  to: today,
}));

async function measure(phase: string, times = runs): Promise<string[]> {
  const lines: string[] = [];
  for (const period of periods) {
    serverTimes.length = 0;
    for (let run = 0; run < times; run += 1) {
      const response = await fetch(
        `${base}/api/admin/dashboard.php?site=${siteId}&from=${period.from}&to=${period.to}`,
        {
          headers: { cookie },
        },
      );
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
    }
    lines.push(latencyLine(`${phase}, ${period.label}`, serverTimes, 30));
  }
  return lines;
}

/** Runs each of the repository's queries under EXPLAIN (ANALYZE, BUFFERS): the plan's times and buffers. */
const plans: string[] = [];
async function explain(phase: string, days: number): Promise<string[]> {
  const lines: string[] = [];
  let label = 'rolledUntil';
  const explaining: Queryable = {
    query: async <Row>(sql: string | { text: string }, params: readonly SqlValue[] = []) => {
      const text = typeof sql === 'string' ? sql : sql.text;
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']);
      plans.push(`==== ${phase}, ${days} days: ${label}\n${plan.join('\n')}\n`);
      const time = plan.find((line) => line.startsWith('Execution Time'));
      const buffers = plan.find((line) => line.trim().startsWith('Buffers'))?.trim();
      lines.push(`  ${`${label}`.padEnd(16)} ${time ?? ''}  ${buffers ?? ''}  ${plan[0]?.replace(/\s+\(cost.*$/, '')}`);
      return db.query<Row>(text, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const repository = new DashboardRepository(explaining);
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS);
  const from = new Date(end.getTime() - days * DAY_MS);
  const rolledUntil = (await repository.rolledUntil(siteId)) ?? from;
  const run = async (name: string, call: () => Promise<unknown>) => {
    label = name;
    await call();
  };
  // As the service asks (rolledUntil above): the rolled-up hours from the rollup, the time since from the tables.
  if (rolledUntil > from) await run('rolledDays', () => repository.rolledDays(siteId, from, rolledUntil));
  await run('countDays', () => repository.countDays(siteId, rolledUntil > from ? rolledUntil : from, end));
  await run('revenue', () => repository.revenue(siteId, from, end));
  await run('payers', () => repository.payers(siteId, from, end));
  await run('newPayers', () => repository.newPayers(siteId, from, end));
  await run('premiumMembers', () => repository.premiumMembers(siteId, new Date()));
  return lines;
}

const report: string[] = [];
// From the tables only: as a site looks before its first rollup round.
await db.query('delete from dashboard_rollups where site_id = $1', [siteId]);
await db.query('delete from dashboard_hours where site_id = $1', [siteId]);
// A first look warms the caches, as a working server's are.
await measure('warm-up', 1);
report.push(...(await measure('tables', tableRuns)));
const explainTables = [...(await explain('tables', 30)), ...(await explain('tables', 365))];

let started = performance.now();
const rolled = await ctx.dashboards.rollUp();
const backfill = performance.now() - started;
started = performance.now();
await ctx.dashboards.rollUp();
const idle = performance.now() - started;
// An hour's round: the last hour rolled up again, as every round after an hour ended does.
await db.query(`update dashboard_rollups set rolled_until = rolled_until - interval '1 hour' where site_id = $1`, [
  siteId,
]);
started = performance.now();
await ctx.dashboards.rollUp();
const oneHour = performance.now() - started;
report.push(...(await measure('rollup')));
const explainRollup = [...(await explain('rollup', 30)), ...(await explain('rollup', 365))];

console.log(
  `\nDashboard benchmark on ${db.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}, ${profiles.toLocaleString('en')} profiles, ${runs} runs per period (server-side time of GET /api/admin/dashboard.php)`,
);
console.log(volume.map((row) => `${row.what} ${row.n.toLocaleString('en')}`).join(', '));
for (const line of report) console.log(line);
console.log(
  `rollup: first round ${rolled.toLocaleString('en')} site-hours in ${(backfill / 1000).toFixed(1)} s; a round with nothing to do ${idle.toFixed(1)} ms; a round of one hour ${oneHour.toFixed(1)} ms`,
);
console.log('\nEXPLAIN (ANALYZE, BUFFERS), counting from the tables (30 days, then 365):');
for (const line of explainTables) console.log(line);
console.log('EXPLAIN (ANALYZE, BUFFERS), with the rollup (30 days, then 365):');
for (const line of explainRollup) console.log(line);
const plansFile = path.join(dataDir, 'plans.txt');
await writeFile(plansFile, plans.join('\n'));
console.log(`full plans: ${plansFile}`);

await app.close();
await db.close();

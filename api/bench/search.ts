// npm run bench:search [-- --profiles N --seconds S --concurrency C]
// Seeds N profiles (default 1,000,000 on the PostgreSQL server DATABASE_URL names, 100,000 on the embedded PGlite)
// into a database of its own, then drives GET /api/search.php over loopback with realistic filter mixes and deep
// scrolling, and a trivial endpoint of the same server for comparison. Prints server-side latency percentiles and
// requests per second. Bounded in time; talks only to 127.0.0.1.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ageBuckets } from 'shared-contracts/api/search';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { DeployRegistry } from '../src/deploy/registry';
import { DEMO_COUNTRIES } from '../src/seed/demoSite';
import { latencyLine as report, openBenchDatabase } from './benchDatabase';
import { logInDemoMember } from './benchSession';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '8' },
  },
});
const target = Number(values.profiles ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const { db, config, dataDir } = await openBenchDatabase('bench-search', target);
// Index-only scans need the visibility map a vacuum writes.
await db.query('vacuum analyze');
const [total] = await db.query<{ n: number }>('select count(*)::int as n from profiles');

const ctx = await createContext(config, db, new DeployRegistry(path.join(dataDir, 'deploy')));
const app = await buildApp(ctx, { logger: false });
const serverTimes = new Map<string, number[]>();
// Server-side time per route, and per kind of search (the driver names it in a header).
app.addHook('onResponse', async (request, reply) => {
  const kind = request.headers['x-bench-kind'];
  for (const key of [request.routeOptions.url ?? 'other', ...(typeof kind === 'string' ? [`kind:${kind}`] : [])]) {
    const times = serverTimes.get(key) ?? [];
    times.push(reply.elapsedTime);
    serverTimes.set(key, times);
  }
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

// A logged-in member, as the search page has one.
const cookie = await logInDemoMember(base);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const regions = await db.query<{ country: string; id: number }>('select country, id from regions');

/** What members do: first loads, filter changes, scrolling a few pages, similar results, and deep scrolling. */
function nextSearch(): { kind: string; query: string } {
  const roll = Math.random();
  const country = pick(DEMO_COUNTRIES);
  const gender = pick(['male', 'female']);
  const bucket = pick(ageBuckets);
  const base = `source=members&pp=12&country=${country}&gender=${gender}&min_age=${bucket.min}&max_age=${bucket.max}&manual_search=1`;
  if (roll < 0.15) return { kind: 'first load', query: 'source=members&pp=12&auto_load=1' };
  if (roll < 0.45) return { kind: 'filter, page 1', query: `${base}&page=1&do_not_save=1` };
  if (roll < 0.6) {
    const region = pick(regions.filter((candidate) => candidate.country === country));
    return {
      kind: 'region, page 1-3',
      query: `${base}&countryregion=${region.id}&page=${1 + Math.floor(Math.random() * 3)}&do_not_save=1`,
    };
  }
  if (roll < 0.8)
    return { kind: 'scroll, page 2-10', query: `${base}&page=${2 + Math.floor(Math.random() * 9)}&do_not_save=1` };
  if (roll < 0.85)
    return {
      kind: 'hideNudity, page 1-10',
      query: `${base}&hideNudity=1&page=${1 + Math.floor(Math.random() * 10)}&do_not_save=1`,
    };
  return {
    kind: 'broad, page 100',
    query: `source=members&pp=12&country=NL&gender=female&min_age=18&max_age=100&page=100&manual_search=1&do_not_save=1`,
  };
}

async function drive(
  label: string,
  next: () => { path: string; kind?: string },
): Promise<{ label: string; requests: number; rps: number }> {
  serverTimes.clear();
  const deadline = Date.now() + seconds * 1000;
  let requests = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const { path: url, kind } = next();
        const response = await fetch(`${base}${url}`, {
          headers: { cookie, ...(kind ? { 'x-bench-kind': kind } : {}) },
        });
        await response.arrayBuffer();
        if (response.ok) requests += 1;
        else failures += 1;
      }
    }),
  );
  if (failures) console.log(`  ${label}: ${failures} failed requests`);
  return { label, requests, rps: requests / seconds };
}

console.log(
  `\nSearch benchmark on ${db.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}, ${total?.n.toLocaleString('en')} profiles, ${concurrency} concurrent clients, ${seconds} s per run`,
);
const searchRun = await drive('search', () => {
  const { kind, query } = nextSearch();
  return { path: `/api/search.php?${query}`, kind };
});
const searchTimes = serverTimes.get('/api/search.php') ?? [];
const kinds = [...serverTimes].filter(([key]) => key.startsWith('kind:')).sort();
const trivialRun = await drive('trivial', () => ({ path: '/api/companyinfo.php' }));
const trivialTimes = serverTimes.get('/api/companyinfo.php') ?? [];

console.log(report('search (all)', searchTimes));
for (const [kind, times] of kinds) console.log(report(`  ${kind.slice(5)}`, times));
console.log(report('trivial endpoint', trivialTimes));
console.log(
  `throughput: search ${searchRun.rps.toFixed(0)} req/s, trivial ${trivialRun.rps.toFixed(0)} req/s, search/trivial ${((searchRun.rps / trivialRun.rps) * 100).toFixed(1)} %`,
);

await app.close();
await db.close();

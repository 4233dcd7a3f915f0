// npm run bench:render [-- --profiles N --seconds S --warmup W --rate R]
// Server render of a member's /members page on bench:search's database (N profiles, default 1,000,000 on the
// PostgreSQL server DATABASE_URL names, 100,000 on the embedded PGlite; the same database and seeding), with the
// real app listening on 127.0.0.1 and the server builds of a deploy folder: DEPLOY_DIR, or every app built into a
// temporary one (`npm run build -- --all`). Logged in as the demo member with a search of their own, it asks for the
// page as their browser does (session cookie, no script) at a fixed rate of R renders a second per core (default 1)
// for S seconds (default 30) after a W-second warm-up (default 5, not counted), and beside it, interleaved at the same
// rate, the page's own first call alone (GET /api/search.php with the query the page preloads, firstCalls.ts) and a
// trivial endpoint. Prints p50/p95/p99 of each, measured by the caller (request sent → whole response read) and by
// the server (Fastify's elapsed time), the ratio render p95 / API p95, the render's in-process calls, the process RSS
// and each render worker's V8 heap. Every counted page must be server-rendered with the member's results in it
// (`data-server-rendered` and their names): otherwise the bench fails. Talks only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { access, mkdtemp } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Piscina } from 'piscina';
import { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID } from 'shared-contracts';
import { ageBuckets, searchEndpoint, type SearchResponse } from 'shared-contracts/api/search';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { DeployRegistry } from '../src/deploy/registry';
import { memberFirstCalls } from '../src/routes/support/firstCalls';
import { DEMO_COUNTRIES } from '../src/seed/demoSite';
import { liveDeployment } from '../src/ssr/liveDeployment';
import { latencyLine, openBenchDatabase } from './benchDatabase';
import { logInDemoMember } from './benchSession';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    rate: { type: 'string', default: '1' },
  },
});
const target = Number(values.profiles ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const cores = availableParallelism();
const rendersPerSecond = Number(values.rate) * cores;
const TARGET_P95_MS = 50;
const rootDir = path.resolve(import.meta.dirname, '..', '..');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

// The release's server builds: the deploy folder named, or every app built now into a temporary one.
let builtDeployDir: string | null = null;
const deployDir = process.env.DEPLOY_DIR
  ? path.resolve(process.env.DEPLOY_DIR)
  : (builtDeployDir = await mkdtemp(path.join(tmpdir(), 'bench-render-deploy-')));
if (builtDeployDir) {
  const built = builtDeployDir;
  // Removed however the bench ends, a failure included.
  process.once('exit', () => rmSync(built, { recursive: true, force: true }));
  const started = Date.now();
  console.log(`Building every app into ${builtDeployDir} (DEPLOY_DIR names a deploy folder to use instead)`);
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '--', '--all'], {
      cwd: rootDir,
      env: { ...process.env, DEPLOY_DIR: builtDeployDir ?? '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await access(path.join(deployDir, 'ssr')).catch(() => {
  throw new Error(`${deployDir} has no server builds (ssr/): build it with \`npm run build -- --all\``);
});

// bench:search's database, as bench:search prepares it.
const { db, config, siteId, profiles } = await openBenchDatabase('bench-search', target);
await db.query('vacuum analyze');
if (!config.serverRender) throw new Error('SERVER_RENDER=0: there is no server render to measure');

// The server's warnings (a render that failed or ran past its budget says so there), kept for the report.
const warnings: string[] = [];
const ctx = await createContext({ ...config, deployDir }, db, new DeployRegistry(deployDir));
const app = await buildApp(ctx, {
  logger: {
    level: 'warn',
    stream: {
      write: (line: string) => warnings.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? line)),
    },
  },
});

// Server-side time of the driver's own requests by what they are (a header the render's in-process calls do not
// forward), and of the calls the renders answered in-process by route.
const serverTimes = new Map<string, number[]>();
let counting = false;
app.addHook('onResponse', async (request, reply) => {
  if (!counting) return;
  const kind = request.headers['x-bench-kind'];
  const key = typeof kind === 'string' ? kind : `in render: ${request.routeOptions.url ?? request.url}`;
  const times = serverTimes.get(key) ?? [];
  times.push(reply.elapsedTime);
  serverTimes.set(key, times);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

// The render workers of the live deployment, warm before anything is measured: the server starts them once it
// listens (domains/serverRender.ts); a prepare() of our own beside it could start a second generation.
const serverRender = app.serverRender;
if (!serverRender) throw new Error('The app has no server renderer');
const live = liveDeployment(await ctx.deploy.live());
if (!live) throw new Error(`${deployDir} has no live shell`);
/** The renderer's own state, which it does not expose: its current generation of workers. */
const rendererState = serverRender.renderer as unknown as {
  pool: Piscina | null;
  generation: string;
  next: unknown;
};
const warmStarted = performance.now();
while (rendererState.generation !== live.deploymentId || rendererState.next !== null) {
  if (performance.now() - warmStarted > 180_000)
    throw new Error(`The render workers did not start in 3 minutes: ${warnings.join('; ')}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const warmMs = performance.now() - warmStarted;
const pool = rendererState.pool;
if (!pool) throw new Error(`The render workers did not start: ${warnings.join('; ')}`);
// piscina exposes no worker's heap: a task of our own in the renderer's pool reads it inside each worker.
const memoryTask = pathToFileURL(path.join(import.meta.dirname, 'renderWorkerMemory.mjs')).href;
interface WorkerMemory {
  threadId: number;
  usedHeapBytes: number;
  totalHeapBytes: number;
  heapLimitBytes: number;
  externalBytes: number;
}
async function workerMemory(): Promise<WorkerMemory[]> {
  const current = rendererState.pool;
  if (!current || current !== pool) throw new Error('Another generation of render workers took over during the run');
  const answers = (await Promise.all(
    current.threads.map(() => current.run({ holdMs: 50 }, { filename: memoryTask })),
  )) as WorkerMemory[];
  return [...new Map(answers.map((answer) => [answer.threadId, answer])).values()].sort(
    (a, b) => a.threadId - b.threadId,
  );
}
const memoryWarm = { rss: process.memoryUsage.rss(), workers: await workerMemory() };

// The demo member, with a search of their own: the page's first call (auto_load) answers with their last search.
const cookie = await logInDemoMember(base);
const site = await ctx.sites.byId(siteId);
if (!site) throw new Error(`No site ${siteId}`);
const bucket = ageBuckets[1] ?? ageBuckets[0];
const country = DEMO_COUNTRIES[0];
const ownSearch = await fetch(
  `${base}/api/search.php?source=search&pp=12&country=${country}&gender=female&min_age=${bucket?.min}&max_age=${bucket?.max}&manual_search=1`,
  { headers: { cookie } },
);
if (!ownSearch.ok) throw new Error(`The member's search failed: ${ownSearch.status} ${await ownSearch.text()}`);
const apiPath = memberFirstCalls('/members', '', site.settings).find((call) => call.startsWith(searchEndpoint.path));
if (!apiPath) throw new Error('firstCalls.ts names no search call for /members');
const firstAnswer = (await (await fetch(`${base}${apiPath}`, { headers: { cookie } })).json()) as SearchResponse;

const browserHeaders = {
  cookie,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const htmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

/** The names the page must show: the first call's results for this member now. */
let expectedNames: string[] = [];
async function callApi(kind: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${base}${apiPath}`, { headers: { cookie, 'x-bench-kind': kind } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) return { ms, ok: false };
  const names = (JSON.parse(body) as SearchResponse).profiles.map((profile) => htmlText(profile.name));
  if (names.length) expectedNames = names;
  return { ms, ok: names.length > 0 };
}
const problems: string[] = [];
let fewestNamesShown = Infinity;
async function renderPage(kind: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${base}/members`, { headers: { ...browserHeaders, 'x-bench-kind': kind } });
  const html = await response.text();
  const ms = performance.now() - started;
  // The rendered markup alone: the state after it holds the same names as JSON.
  const markupStart = html.indexOf(SERVER_RENDERED_ATTRIBUTE);
  const stateStart = html.indexOf(`<script id="${SERVER_STATE_ID}"`);
  const rendered = markupStart !== -1;
  const markup = rendered ? html.slice(markupStart, stateStart > markupStart ? stateStart : undefined) : '';
  const shown = expectedNames.filter((name) => markup.includes(`>${name}`)).length;
  const ok = response.status === 200 && rendered && shown > 0;
  if (ok) fewestNamesShown = Math.min(fewestNamesShown, shown);
  if (!ok && problems.length < 5)
    problems.push(
      `status ${response.status}, ${rendered ? '' : `no ${SERVER_RENDERED_ATTRIBUTE}, `}${shown} of ${expectedNames.length} result names (${expectedNames.slice(0, 3).join(', ')}…)`,
    );
  return { ms, ok };
}
const trivial = async (kind: string) => {
  const started = performance.now();
  const response = await fetch(`${base}/api/companyinfo.php`, { headers: { 'x-bench-kind': kind } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok };
};

// One check before anything is timed: the first render, and what the member's search shows.
await callApi('check');
const firstRender = await renderPage('check');
if (!firstRender.ok) throw new Error(`The page was not rendered on the server: ${problems.join('; ')}`);
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * Open loop at a fixed rate: every interval a page, and between pages the API call and the trivial endpoint, each sent
 * on time whether or not the earlier ones have been answered. Time is from the request sent to the response read.
 */
async function drive(forSeconds: number, counted: boolean) {
  const interval = 1000 / rendersPerSecond;
  const times = { page: [] as number[], api: [] as number[], trivial: [] as number[] };
  const failed = { page: 0, api: 0, trivial: 0 };
  let lateMs = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now() + 10;
  const ticks = Math.round(forSeconds * rendersPerSecond);
  for (let tick = 0; tick < ticks; tick += 1) {
    for (const [offset, kind, send] of [
      [0, 'page', renderPage],
      [interval / 3, 'api', callApi],
      [(2 * interval) / 3, 'trivial', trivial],
    ] as const) {
      const at = start + tick * interval + offset;
      await sleepUntil(at);
      lateMs = Math.max(lateMs, performance.now() - at);
      pending.push(
        send(counted ? kind : 'warm-up').then(({ ms, ok }) => {
          if (ok) times[kind].push(ms);
          else failed[kind] += 1;
        }),
      );
    }
  }
  await Promise.all(pending);
  return { times, failed, lateMs };
}

console.log(
  `\nServer render benchmark on ${db.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite'}, ${profiles.toLocaleString('en')} profiles; /members for the demo member at ${rendersPerSecond} a second (${values.rate} per core, ${cores} cores, ${pool.threads.length} render workers) for ${seconds} s after ${warmupSeconds} s of warm-up; deploy ${deployDir}`,
);
console.log(`the member's search, as the first call answers it: ${JSON.stringify(firstAnswer.filter_options)}`);
console.log(`API call: ${apiPath}; load average ${loadavg()[0]?.toFixed(1)} (1 min) before the warm-up`);
console.log(
  `render workers ready ${warmMs.toFixed(0)} ms after listening; first render ${firstRender.ms.toFixed(1)} ms`,
);
let peakRss = process.memoryUsage.rss();
const rssSampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 250);
await drive(warmupSeconds, false);
counting = true;
const run = await drive(seconds, true);
counting = false;
clearInterval(rssSampler);
const memoryAfter = { rss: process.memoryUsage.rss(), workers: await workerMemory() };

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
};
console.log('\nmeasured by the caller (request sent → whole response read):');
console.log(latencyLine('page render /members', run.times.page, 28));
console.log(latencyLine('API call alone', run.times.api, 28));
console.log(latencyLine('trivial endpoint', run.times.trivial, 28));
console.log('measured by the server (Fastify elapsed time):');
console.log(latencyLine('page render /members', serverTimes.get('page') ?? [], 28));
console.log(latencyLine('API call alone', serverTimes.get('api') ?? [], 28));
console.log(latencyLine('trivial endpoint', serverTimes.get('trivial') ?? [], 28));
for (const [key, times] of [...serverTimes].filter(([key]) => key.startsWith('in render')).sort())
  console.log(latencyLine(`  ${key}`, times, 28));
const renderP95 = p95(run.times.page);
const apiP95 = p95(run.times.api);
console.log(
  `\nrender p95 / API p95: ${(renderP95 / apiP95).toFixed(1)}× (${renderP95.toFixed(1)} / ${apiP95.toFixed(1)} ms); target render p95 ≤ ${TARGET_P95_MS} ms: ${renderP95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
);
console.log(
  `load average ${loadavg()[0]?.toFixed(1)} at the end; checked: every counted page server-rendered (${SERVER_RENDERED_ATTRIBUTE}) with at least ${fewestNamesShown} of the ${expectedNames.length} result names of the API call; driver late by at most ${run.lateMs.toFixed(1)} ms`,
);
console.log(
  `memory: process RSS ${mib(memoryWarm.rss)} with warm workers, peak ${mib(peakRss)} during the run, ${mib(memoryAfter.rss)} after; main heap ${mib(process.memoryUsage().heapUsed)}`,
);
for (const after of memoryAfter.workers) {
  const before = memoryWarm.workers.find((worker) => worker.threadId === after.threadId);
  console.log(
    `  render worker ${after.threadId}: V8 heap used ${before ? `${mib(before.usedHeapBytes)} warm → ` : ''}${mib(after.usedHeapBytes)} after (total ${mib(after.totalHeapBytes)}, limit ${mib(after.heapLimitBytes)}, external ${mib(after.externalBytes)})`,
  );
}
if (warnings.length) console.log(`server warnings: ${warnings.length}, e.g. ${warnings.slice(0, 3).join(' | ')}`);

await app.close();
await db.close();
const failures = run.failed.page + run.failed.api + run.failed.trivial;
if (failures) {
  console.error(
    `\nFAILED: ${run.failed.page} pages not server-rendered with the member's results, ${run.failed.api} API calls and ${run.failed.trivial} trivial calls failed. ${problems.join('; ')}`,
  );
  process.exit(1);
}

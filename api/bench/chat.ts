// npm run bench:chat [-- --sockets N --rate M --seconds S --warmup W --servers K --profile]
// Opens N member sockets (default 2,000) on /api/live and sends M messages a second (default 1,000) between random
// pairs through the real send call (POST /api/messages.php, credits charged) for S seconds (default 30), after a
// warm-up of W seconds (default 5) at the same rate that is reported but not counted, printing
// the delivery latency (send call start → the recipient's socket event) p50/p95/p99, the sends a second achieved,
// errors, and each server's memory. The servers are the real server entry (api/src/server.ts), K processes
// (default 1) on one database; sockets and sends are spread over them, so with --servers 2 half the deliveries cross
// processes through PostgreSQL LISTEN/NOTIFY. At the end the database itself is checked: every answered send stored
// once with one ledger row. --profile writes each server's CPU profile to .tmp/bench-chat-profiles. This process is
// the members' browsers only; it talks to 127.0.0.1 alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';
import { tokenHash } from '../src/lib/tokenHash';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { LiveBus } from '../src/repositories/liveBus';
import { ChatRepository } from '../src/repositories/chats';
import { seedContextFor, seedDemoIfEmpty, seedProfiles } from '../src/seed/demo';

/** An empty database `bench_chat` on the server DATABASE_URL names, made anew for each run. */
async function freshServerDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists bench_chat with (force)');
  await admin.query('create database bench_chat');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_chat';
  return url.toString();
}

/** At most 64 connections to the server, kept alive: a burst of sends queues here instead of opening thousands. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function post(host: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    servers: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
  },
});
const sockets = Number(values.sockets);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const servers = Number(values.servers);
const warmupSeconds = Number(values.warmup);
const databaseUrl = process.env.DATABASE_URL;
const profileDir = path.resolve('.tmp', 'bench-chat-profiles');
const profileFlags = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.join(root, '.tmp', 'bench-chat');
// A database of its own each run: on PostgreSQL the tables are dropped first, the embedded one starts empty.
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const benchUrl = databaseUrl ? await freshServerDatabase(databaseUrl) : undefined;
const db = await openDatabase({ databaseUrl: benchUrl, dataDir });
await migrate(db);
await seedDemoIfEmpty(db, { dataDir, profiles: 0 });
const [site] = await db.query<{ id: number }>('select id from sites where is_default');
const siteId = (site as { id: number }).id;
process.stdout.write(`  seeding ${sockets} members…`);
// A quarter of demo profiles are fictional, without a member: seed enough for one member per socket.
await seedProfiles(db, await seedContextFor(db, siteId), Math.ceil(sockets * 1.5), { batchSize: 1000 });
await db.query(`update sites set settings = jsonb_set(settings, '{message_credits}', '1')`);
await db.query(`update members set credits = 1000000, status = 'active'`);
await db.query(`update profiles set status = 'active'`);
const members = await db.query<{ member_id: number; profile_id: number }>(
  `select m.id as member_id, p.id as profile_id from members m join profiles p on p.member_id = m.id order by m.id limit $1`,
  [sockets],
);
if (members.length < sockets) throw new Error(`only ${members.length} members were seeded`);
const tokens = members.map(() => randomBytes(32).toString('base64url'));
await db.query(
  `insert into sessions (id_hash, member_id, site_id, expires_at) select unnest($1::text[]), unnest($2::int[]), $3, now() + interval '1 day'`,
  [tokens.map(tokenHash), members.map((member) => member.member_id), siteId],
);
// Conversations between random pairs, started through the repository as the start call would.
const chats = new ChatRepository(db, new LiveBus(db));
const pairs: { from: number; to: number; conversation: number }[] = [];
for (let index = 0; index < sockets; index += 1) {
  const from = index;
  const to = (index + 1 + Math.floor(Math.random() * (sockets - 1))) % sockets;
  const a = members[from] as { profile_id: number };
  const b = members[to] as { profile_id: number };
  pairs.push({ from, to, conversation: await chats.start(siteId, a.profile_id, b.profile_id) });
}
console.log(' done');

// The servers: the real server entry, each a process of its own, as production runs them.
const benchDir = path.join(root, '.tmp', 'bench-chat-deploy');
await mkdir(benchDir, { recursive: true });
const serverEnv = {
  ...process.env,
  DATABASE_URL: benchUrl,
  DATA_DIR: dataDir,
  DEPLOY_DIR: benchDir,
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_FACTOR: '1000',
  SEED_PROFILES: '0',
};
if (!benchUrl) {
  // The embedded database belongs to one process at a time: the server's from here on.
  if (servers > 1) throw new Error('--servers above 1 needs a PostgreSQL server (DATABASE_URL)');
  await db.close();
}
const serverProcesses: ChildProcess[] = [];
// A bench that fails half-way must not leave its servers running.
process.on('exit', () => {
  for (const child of serverProcesses) if (child.exitCode === null) child.kill('SIGKILL');
});
const instances = await Promise.all(Array.from({ length: servers }, () => startServer()));

/** One server process; answers its host once it listens. */
function startServer(): Promise<{ host: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [...profileFlags, '--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')],
    {
      cwd: root,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  serverProcesses.push(child);
  return new Promise((resolve, reject) => {
    let output: string | null = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (output === null) return; // Listening: the rest is read only to keep the pipe flowing.
      output += chunk.toString();
      const match = /Site running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        output = null;
        resolve({ host: `127.0.0.1:${match[1]}`, process: child });
      }
    });
    child.once('exit', (code) => reject(new Error(`a server stopped at its start (exit ${code}): ${output}`)));
  });
}

/** Resident memory of a process, now and at its peak (Linux /proc). */
async function memoryOf(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return `rss ${(kib('VmRSS') / 1024).toFixed(0)} MiB (peak ${(kib('VmHWM') / 1024).toFixed(0)} MiB)`;
}

/** One stretch of sending at the target rate: the warm-up, then the measured run. */
interface Phase {
  sent: number;
  answered: Map<number, number>;
  errors: number;
  pending: number;
  latencies: number[];
  /** Per 5 s of the phase (by send time): where the slow deliveries were. */
  bySlice: number[][];
  from: number;
  lastAnswerAt: number;
  /** Deliveries to a socket held by another server process than the one that took the send. */
  crossDelivered: number;
}
const newPhase = (): Phase => ({
  sent: 0,
  answered: new Map(),
  errors: 0,
  pending: 0,
  latencies: [],
  bySlice: [],
  from: performance.now(),
  lastAnswerAt: 0,
  crossDelivered: 0,
});
const sentAt = new Map<string, { at: number; phase: Phase; crosses: boolean }>();
const csrf = randomUUID();
const cookieOf = (index: number) => `sid=${tokens[index]}; ${CSRF_COOKIE}=${csrf}`;

process.stdout.write(`  opening ${sockets} sockets on ${servers} server process(es)…`);
const opened = await Promise.all(
  members.map((_, index) => {
    const { host } = instances[index % servers] as { host: string };
    const socket = new WebSocket(`ws://${host}/api/live`, {
      headers: { host, origin: `http://${host}`, cookie: cookieOf(index) },
    });
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: { mine: boolean; text: string } };
      if (event.type !== 'message' || event.message?.mine) return;
      const send = sentAt.get(event.message?.text ?? '');
      if (send === undefined) return;
      sentAt.delete(event.message?.text ?? '');
      const latency = performance.now() - send.at;
      send.phase.latencies.push(latency);
      if (send.crosses) send.phase.crossDelivered += 1;
      (send.phase.bySlice[Math.floor((send.at - send.phase.from) / 5000)] ??= []).push(latency);
    });
    return new Promise<WebSocket>((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }),
);
console.log(' done');

function sendOne(phase: Phase) {
  const pair = pairs[Math.floor(Math.random() * pairs.length)] as (typeof pairs)[number];
  const text = `bench ${randomUUID()}`;
  sentAt.set(text, { at: performance.now(), phase, crosses: pair.from % servers !== pair.to % servers });
  phase.sent += 1;
  phase.pending += 1;
  const { host } = instances[pair.from % servers] as { host: string };
  post(
    host,
    '/api/messages.php',
    { 'content-type': 'application/json', cookie: cookieOf(pair.from), [CSRF_HEADER]: csrf, origin: `http://${host}` },
    JSON.stringify({ conversation: pair.conversation, client_id: randomUUID(), text }),
  )
    .then((status) => {
      phase.answered.set(status, (phase.answered.get(status) ?? 0) + 1);
      if (status !== 200) phase.errors += 1;
    })
    .catch(() => {
      phase.errors += 1;
    })
    .finally(() => {
      phase.pending -= 1;
      phase.lastAnswerAt = performance.now();
    });
}

/** Sends at the target rate for the given seconds, then waits (up to 30 s) for the answers and late deliveries. */
async function sendFor(durationS: number): Promise<Phase> {
  const phase = newPhase();
  const tickMs = 10;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - phase.from >= durationS * 1000) {
        clearInterval(timer);
        resolve();
        return;
      }
      // As many as the time since the start asks for: timers drift, the rate does not.
      const due = Math.floor(((performance.now() - phase.from) / 1000) * rate);
      while (phase.sent < due) sendOne(phase);
    }, tickMs);
  });
  const waitUntil = performance.now() + 30_000;
  while (phase.pending > 0 && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return phase;
}

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

// Servers and driver start cold (connections opened on demand, code not yet optimised): a warm-up at the same rate
// goes first, reported but not counted.
const warmup = await sendFor(warmupSeconds);
console.log(
  `  warm-up (${warmupSeconds} s, not counted): ${warmup.sent} sends, p99 ${percentileOf(warmup.latencies, 99).toFixed(0)} ms`,
);
const run = await sendFor(seconds);
const answeredOk = run.answered.get(200) ?? 0;
const percentile = (p: number) => percentileOf(run.latencies, p);
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${sockets} sockets on ${servers} server process(es), target ${rate} msg/s for ${seconds} s:`,
);
console.log(
  `  sends ${run.sent}, answered ${[...run.answered].map(([status, n]) => `${status}×${n}`).join(' ')} (${(answeredOk / ((run.lastAnswerAt - run.from) / 1000)).toFixed(0)}/s), errors ${run.errors}`,
);
console.log(
  `  delivered ${run.latencies.length} (${((run.latencies.length / Math.max(1, run.sent)) * 100).toFixed(1)} %), latency p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms${servers > 1 ? `; ${run.crossDelivered} across processes` : ''}`,
);
console.log(`  p99 in each 5 s: ${run.bySlice.map((slice) => percentileOf(slice, 99).toFixed(0)).join(' / ')} ms`);
for (const [index, { process: child }] of instances.entries()) {
  console.log(`  server ${index + 1} memory: ${await memoryOf(child.pid as number)}`);
}

for (const socket of opened) socket.terminate();
agent.destroy();
await Promise.all(
  instances.map(({ process: child }) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }),
);

// The database's own account, after the servers stopped: each answered send once, and one ledger row for each.
const check = benchUrl ? db : await openDatabase({ dataDir });
const [stored] = await check.query<{ messages: number; spent: number; ledger: number }>(
  `select count(distinct m.id)::int as messages, count(l.id)::int as ledger, coalesce(-sum(l.amount), 0)::int as spent
     from messages m left join credit_ledger l on l.message_id = m.id
    where m.text like 'bench %'`,
);
console.log(
  `  database: ${stored?.messages} messages stored for ${(warmup.answered.get(200) ?? 0) + answeredOk} answered sends (warm-up included), ${stored?.ledger} ledger rows, ${stored?.spent} credits spent`,
);
await check.close();

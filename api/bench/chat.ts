// npm run bench:chat [-- --sockets N --rate M --seconds S --servers K]
// Opens N member sockets (default 2,000) on /api/live and sends M messages a second (default 1,000) between random
// pairs through the real send call (POST /api/messages.php, credits charged) for S seconds (default 30), printing
// the delivery latency (send call start → the recipient's socket event) p50/p95/p99, the sends a second achieved,
// errors, and memory. With --servers 2 the sockets are spread over two app instances, each with its own LISTEN
// connection, and every send goes through the first: half the deliveries cross instances through the database.
// Instances share this one Node process, so the figures include the driver's own work. Talks only to 127.0.0.1.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';
import { tokenHash } from '../src/auth/tokenHash';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DeployRegistry } from '../src/deploy/registry';
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
  },
});
const sockets = Number(values.sockets);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const servers = Number(values.servers);
const databaseUrl = process.env.DATABASE_URL;

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
await seedProfiles(db, await seedContextFor(db, siteId, path.join(dataDir, 'uploads')), Math.ceil(sockets * 1.5), {
  batchSize: 1000,
});
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
console.log(' done');

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DEPLOY_DIR: path.join(dataDir, 'deploy'),
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  RATE_LIMIT_FACTOR: '1000',
  DATABASE_URL: benchUrl,
});
const instances: {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: Awaited<ReturnType<typeof createContext>>;
  host: string;
}[] = [];
for (let index = 0; index < servers; index += 1) {
  const ctx = await createContext(config, db, new DeployRegistry(config.deployDir));
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instances.push({ app, ctx, host: `127.0.0.1:${(app.server.address() as { port: number }).port}` });
}
const [first] = instances;
if (!first) throw new Error('--servers must be at least 1');

// Conversations between random pairs, started through the repository as the start call would.
const pairs: { from: number; to: number; conversation: number }[] = [];
for (let index = 0; index < sockets; index += 1) {
  const from = index;
  const to = (index + 1 + Math.floor(Math.random() * (sockets - 1))) % sockets;
  const a = members[from] as { profile_id: number };
  const b = members[to] as { profile_id: number };
  pairs.push({ from, to, conversation: await first.ctx.chats.start(siteId, a.profile_id, b.profile_id) });
}

const sentAt = new Map<string, number>();
const latencies: number[] = [];
let received = 0;
const csrf = randomUUID();
const cookieOf = (index: number) => `sid=${tokens[index]}; ${CSRF_COOKIE}=${csrf}`;

process.stdout.write(`  opening ${sockets} sockets on ${servers} instance(s)…`);
const opened = await Promise.all(
  members.map((_, index) => {
    const { host } = instances[index % servers] as { host: string };
    const socket = new WebSocket(`ws://${host}/api/live`, {
      headers: { host, origin: `http://${host}`, cookie: cookieOf(index) },
    });
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: { mine: boolean; text: string } };
      if (event.type !== 'message' || event.message?.mine) return;
      const started = sentAt.get(event.message?.text ?? '');
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      received += 1;
    });
    return new Promise<WebSocket>((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }),
);
console.log(' done');

let sent = 0;
let errors = 0;
const statuses = new Map<number, number>();
const tickMs = 10;
const perTick = rate / (1000 / tickMs);
let carry = 0;
const started = performance.now();
const memoryBefore = process.memoryUsage().rss;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    if (performance.now() - started >= seconds * 1000) {
      clearInterval(timer);
      resolve();
      return;
    }
    carry += perTick;
    for (; carry >= 1; carry -= 1) {
      const pair = pairs[Math.floor(Math.random() * pairs.length)] as (typeof pairs)[number];
      const text = `bench ${randomUUID()}`;
      sentAt.set(text, performance.now());
      sent += 1;
      post(
        first.host,
        '/api/messages.php',
        {
          'content-type': 'application/json',
          cookie: cookieOf(pair.from),
          [CSRF_HEADER]: csrf,
          origin: `http://${first.host}`,
        },
        JSON.stringify({ conversation: pair.conversation, client_id: randomUUID(), text }),
      )
        .then((status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) errors += 1;
        })
        .catch(() => {
          errors += 1;
        });
    }
  }, tickMs);
});
// Late deliveries of the last sends.
await new Promise((resolve) => setTimeout(resolve, 2000));
const elapsed = (performance.now() - started) / 1000 - 2;

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
console.log(
  `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${sockets} sockets on ${servers} instance(s), target ${rate} msg/s for ${seconds} s:`,
);
console.log(
  `  sends ${sent} (${(sent / elapsed).toFixed(0)}/s), answered ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}, errors ${errors}`,
);
console.log(
  `  delivered ${received} (${((received / Math.max(1, sent)) * 100).toFixed(1)} %), latency p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms`,
);
console.log(
  `  memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB (before sending ${(memoryBefore / 2 ** 20).toFixed(0)} MiB)`,
);

for (const socket of opened) socket.terminate();
agent.destroy();
for (const { app, ctx } of instances) {
  await app.close();
  await ctx.mail.close();
}
await db.close();

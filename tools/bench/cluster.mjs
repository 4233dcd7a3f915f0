// npm run bench:cluster [-- --seconds S --concurrency C --rate R]
// Runs `npm run cluster` with one API node, then with two, on one data folder, and measures through nginx:
// - search: C callers (default 16) asking /api/search.php back to back for S seconds (default 15): answers a second,
//   p50/p99 latency;
// - chat: R messages a second (default 40) from one demo member to the other for S seconds: the latency from the
//   send call's start to the recipient's socket event, p50/p99.
// It prints both runs, an anchor (the search straight to the one node, without nginx) and the ratio two nodes / one
// node. The load generator, the proxy, the stores and the nodes share this machine's cores: on 2 cores a second node
// adds processes, not CPU, so read the ratio as what one machine can show, not as the gain of a second machine.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '16' },
    rate: { type: 'string', default: '40' },
    port: { type: 'string', default: '8381' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const rate = Number(values.rate);
const port = Number(values.port);
const root = path.resolve(import.meta.dirname, '..', '..');
const dataDir = path.join(tmpdir(), `bench-cluster-${port}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One call through the proxy (or, `to` a port, straight to a node): status, body and the cookies it set. */
function call(method, urlPath, { headers = {}, body, to = port } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: to,
        method,
        path: urlPath,
        agent,
        headers: { host: `localhost:${port}`, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A demo member's session: its cookies and CSRF header. */
async function logIn(email) {
  const settings = await call('GET', '/api/settings.php');
  const csrf = settings.cookies.find((cookie) => cookie.startsWith('csrf_token='))?.split('=')[1] ?? '';
  const login = await call('POST', '/api/login.php', {
    headers: { cookie: settings.cookies.join('; '), 'x-csrf-token': csrf },
    body: { email, password: 'demo-password' },
  });
  if (login.status !== 200) throw new Error(`login of ${email}: ${login.status} ${login.body}`);
  return { cookie: [...settings.cookies, ...login.cookies].join('; '), csrf };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

async function searchLoad(session, to = port) {
  const latencies = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async (index) => {
    for (let page = index; Date.now() < until; page += concurrency) {
      const started = performance.now();
      const answer = await call('GET', `/api/search.php?source=search&pp=12&page=${(page % 20) + 1}`, {
        headers: { cookie: session.cookie },
        to,
      });
      if (answer.status === 200) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  };
}

async function chatLoad(sender, recipient) {
  const asRecipient = await call('GET', '/api/user.php', { headers: { cookie: recipient.cookie } });
  const recipientProfile = JSON.parse(asRecipient.body).user.profile.id;
  const chat = await call('GET', `/api/chat.php?profile=${recipientProfile}`, { headers: { cookie: sender.cookie } });
  const conversation = JSON.parse(chat.body).id;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
    headers: { cookie: recipient.cookie, origin: `http://localhost:${port}`, host: `localhost:${port}` },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const sentAt = new Map();
  const latencies = [];
  socket.on('message', (data) => {
    const event = JSON.parse(data.toString());
    // The recipient's copy has no client_id (it is the sender's): the text names the send.
    const started = event.type === 'message' ? sentAt.get(event.message.text) : undefined;
    if (started !== undefined) latencies.push(performance.now() - started);
  });
  let failed = 0;
  const sends = [];
  const total = rate * seconds;
  for (let index = 0; index < total; index += 1) {
    const text = `Bench ${randomUUID()}`;
    sentAt.set(text, performance.now());
    sends.push(
      call('POST', '/api/messages.php', {
        headers: { cookie: sender.cookie, 'x-csrf-token': sender.csrf },
        body: { conversation, client_id: randomUUID(), text },
      }).then((answer) => {
        if (answer.status !== 200) failed += 1;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(sends);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  socket.close();
  latencies.sort((a, b) => a - b);
  return {
    delivered: latencies.length,
    sent: total,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
  };
}

/** Starts the cluster and resolves once it says it runs; `stop` ends it (Ctrl-C). */
async function startCluster(nodes) {
  const cluster = spawn(process.execPath, [path.join(root, 'tools/cluster.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLUSTER_NODES: String(nodes),
      // The load comes from one address; the limits are not what is measured.
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  await new Promise((resolve, reject) => {
    let said = '';
    cluster.stdout.on('data', (chunk) => {
      said += chunk.toString();
      if (said.includes('Cluster running')) resolve();
    });
    cluster.once('exit', () => reject(new Error(`the cluster did not start:\n${said.slice(-3000)}`)));
  });
  cluster.stdout.resume();
  return async () => {
    cluster.kill('SIGINT');
    await new Promise((resolve) => cluster.once('exit', resolve));
  };
}

rmSync(dataDir, { recursive: true, force: true });
const results = {};
for (const nodes of [1, 2]) {
  const stop = await startCluster(nodes);
  try {
    const [demo, demo2] = [await logIn('demo@example.com'), await logIn('demo2@example.com')];
    // Credits for every send of the run (the developer tools npm run cluster turns on, as npm start does).
    await call('POST', '/api/dev/credits.php', {
      headers: { cookie: demo.cookie, 'x-csrf-token': demo.csrf },
      body: { credits: 1_000_000 },
    });
    await searchLoad(demo); // warm-up: caches, JIT, connection pools
    results[nodes] = { search: await searchLoad(demo), chat: await chatLoad(demo, demo2) };
    // The anchor: the same search straight to the first node, without the proxy (tools/cluster.mjs: PORT + 11).
    if (nodes === 1) results.direct = await searchLoad(demo, port + 11);
  } finally {
    await stop();
  }
}

const round = (value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : '—');
console.log(`\nnpm run bench:cluster: ${seconds} s per load, ${concurrency} search callers, ${rate} messages/s\n`);
for (const nodes of [1, 2]) {
  const { search, chat } = results[nodes];
  console.log(
    `${nodes} node${nodes > 1 ? 's' : ' '}: search ${round(search.perSecond)}/s (p50 ${round(search.p50)} ms, p99 ${round(search.p99)} ms, ${search.failed} failed); ` +
      `chat ${chat.delivered}/${chat.sent} delivered, p50 ${round(chat.p50)} ms, p99 ${round(chat.p99)} ms, ${chat.failed} failed`,
  );
}
const { direct } = results;
console.log(
  `anchor, 1 node without the proxy: search ${round(direct.perSecond)}/s (p50 ${round(direct.p50)} ms, p99 ${round(direct.p99)} ms, ${direct.failed} failed)`,
);
const [one, two] = [results[1], results[2]];
console.log(
  `ratio 2/1: search ${round(two.search.perSecond / one.search.perSecond)}× answers a second, ` +
    `chat p99 ${round(two.chat.p99 / one.chat.p99)}× (on this machine's ${(await import('node:os')).cpus().length} cores, shared by all)\n`,
);
rmSync(dataDir, { recursive: true, force: true });

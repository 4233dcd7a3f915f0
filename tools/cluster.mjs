// npm run cluster: the whole site as it runs on several machines, on this one (docs/scaling.md): PostgreSQL, Redis,
// an S3 object store, CLUSTER_NODES API processes and nginx in front of them on PORT. Ctrl-C stops all of it; the
// next start reuses DATA_DIR.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { releaseMissing } from './build-all.mjs';
import { rootDir } from './deploy.mjs';
import { startDevTools } from './devTools.mjs';
import { apiNodes } from './cluster/apiNodes.mjs';
import { startNginx } from './cluster/nginx.mjs';
import { startObjectStore } from './cluster/objectStore.mjs';
import { startPostgres } from './cluster/postgres.mjs';
import { exited } from './cluster/processes.mjs';
import { startRedis } from './cluster/redis.mjs';

const port = Number(process.env.PORT ?? 8080);
const nodeCount = Number(process.env.CLUSTER_NODES ?? 2);
if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 16) {
  console.error(`CLUSTER_NODES=${process.env.CLUSTER_NODES}: give a number of API nodes from 1 to 16`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(rootDir, 'cluster-data'));
const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(rootDir, 'deploy'));
process.env.DEPLOY_DIR = deployDir;
mkdirSync(dataDir, { recursive: true });
// Every part on its own port next to PORT: the proxy on PORT itself, the stores above it, the nodes from PORT + 11.
const ports = { postgres: port + 2, redis: port + 3, objectStore: port + 4, firstNode: port + 11 };
const stateFile = path.join(dataDir, 'cluster.json');

const stops = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const step of stops.reverse()) await step().catch((error) => console.error(`cluster: ${error.message}`));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/** A store or the proxy that ends on its own takes the cluster down with it: nothing works without it. */
function essential(name, child, stopIt = () => child.kill('SIGTERM')) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`cluster: ${name} ended (${signal ?? `exit ${code}`}); stopping the cluster`);
    void stop(1);
  });
  stops.push(async () => {
    stopIt();
    await exited(child);
  });
}

try {
  const started = Date.now();
  const builds = releaseMissing();
  const postgres = await startPostgres({ dataDir, port: ports.postgres });
  essential('postgres', postgres.server, postgres.stop);
  const redis = await startRedis({ dataDir, port: ports.redis });
  essential('redis', redis.server);
  const objectStore = await startObjectStore({ dataDir, port: ports.objectStore });
  stops.push(objectStore.stop);
  await builds;

  const publicOrigin = `http://localhost:${port}`;
  const nodes = apiNodes({
    count: nodeCount,
    firstPort: ports.firstNode,
    rootDir,
    environment: {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      DATABASE_URL: postgres.url,
      DATABASE_MIGRATION_URL: postgres.migrationUrl,
      REDIS_URL: redis.url,
      ...objectStore.environment,
      // Only nginx, on this machine, may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? publicOrigin,
      ...startDevTools({ ...process.env, HOST: 'localhost' }).environment,
    },
    onChange: (live) =>
      writeFileSync(stateFile, `${JSON.stringify({ port, nodes: live, startedBy: process.pid }, null, 2)}\n`),
  });
  stops.push(nodes.stopAll);
  await nodes.startAll();
  const nginx = await startNginx({
    dataDir,
    port,
    nodePorts: Array.from({ length: nodeCount }, (_, index) => ports.firstNode + index),
  });
  essential('nginx', nginx.server);

  console.log(`\n  Cluster running at ${publicOrigin} (ready ${Date.now() - started} ms after npm run cluster)`);
  console.log(
    `  nginx (${nginx.file}) in front of ${nodeCount} API nodes on ports ${ports.firstNode}–${ports.firstNode + nodeCount - 1}`,
  );
  console.log(`  PostgreSQL ${postgres.url}, Redis ${redis.url}, S3 ${objectStore.environment.S3_ENDPOINT}`);
  console.log(`  Data in ${dataDir}; the nodes' process ids in ${stateFile}. Ctrl-C stops all of it.\n`);
} catch (error) {
  console.error(`\n  Not starting the cluster: ${error instanceof Error ? error.message : error}\n`);
  await stop(1);
}

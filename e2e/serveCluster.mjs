// Starts `npm run cluster` for the cluster suite on a fresh data folder, with the apps the main suite built when it
// has run (else they are built).
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.CLUSTER_E2E_PORT ?? '8281';
// The same folder as e2e/clusterPaths.ts names.
const dataDir = path.join(tmpdir(), `cluster-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const mainSuiteDeploy = path.join(root, '.tmp', `e2e-${process.env.E2E_PORT ?? '8181'}`, 'deploy');
Object.assign(process.env, {
  PORT: port,
  DATA_DIR: dataDir,
  DEPLOY_DIR: existsSync(path.join(mainSuiteDeploy, 'registry.json'))
    ? mainSuiteDeploy
    : path.join(root, '.tmp', `cluster-e2e-${port}`, 'deploy'),
  CLUSTER_NODES: '2',
  SEED_PROFILES: '200',
  // Every browser and request of the suite comes from 127.0.0.1, as in the main suite; the login limit test counts
  // with the factor.
  RATE_LIMIT_FACTOR: '20',
  // As for the main suite (e2e/serve.mjs): the tests check the server's markup, not how fast a loaded machine makes it.
  SERVER_RENDER_BUDGET_MS: '5000',
  LOG_LEVEL: 'warn',
});
await import('../tools/cluster.mjs');

// Starts the whole site for the end-to-end tests on a fresh database and deploy folder.
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '8181';
// The same folder as e2e/paths.ts names: one per port, so parallel runs on other ports are left alone.
const runDir = path.join(root, '.tmp', `e2e-${port}`);
rmSync(runDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: path.join(runDir, 'data'),
  DEPLOY_DIR: path.join(runDir, 'deploy'),
  PORT: port,
  SEED_PROFILES: '400',
  // Every browser of every test is 127.0.0.1; the per-address limits themselves are tested in api/test.
  RATE_LIMIT_FACTOR: '20',
  // Two test workers share this machine's two cores with the server: a render of a member's page could outlast the
  // one-second default and leave it to the browser, where the tests check the server's markup.
  SERVER_RENDER_BUDGET_MS: '5000',
  LOG_LEVEL: 'warn',
});
await import('../tools/start.mjs');

import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { clusterPort } from './clusterPaths';

/**
 * The cluster suite: the site as `npm run cluster` runs it (nginx in front of two API nodes, PostgreSQL, Redis, an
 * S3 store), after the main suite (npm test). One worker: a test kills a node.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './cluster',
  outputDir: '../test-results/cluster',
  workers: 1,
  projects: undefined,
  use: { ...baseConfig.use, baseURL: `http://localhost:${clusterPort}` },
  webServer: {
    command: 'node e2e/serveCluster.mjs',
    cwd: '..',
    url: `http://localhost:${clusterPort}/login`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

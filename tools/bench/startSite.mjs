// Starts the site as a first `npm start` would (fresh database and deploy folder) for a benchmark.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Starts tools/start.mjs in .tmp/<name> on `port`; answers the base URL, ms until the first page, a stop(), and
 * `warmedUp`: settles once the server says its render workers are ready (api/src/domains/serverRender.ts), so no
 * measured page waits for a cold worker.
 */
export async function startFreshSite(name, port) {
  const runDir = path.join(root, '.tmp', name);
  rmSync(runDir, { recursive: true, force: true });
  const started = Date.now();
  const server = spawn(process.execPath, [path.join(root, 'tools', 'start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(runDir, 'data'),
      DEPLOY_DIR: path.join(runDir, 'deploy'),
      LOG_LEVEL: 'warn',
      // What visitors of a real site get: no developer panel loading beside the page (npm start turns it on locally).
      DEV_TOOLS: '0',
      START_TIMESTAMP: String(started),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const warmedUp = new Promise((resolve) => {
    server.stdout.on('data', (chunk) => {
      const line = /Render workers ready[^\n]*/.exec(String(chunk));
      if (line) resolve(line[0]);
    });
    server.on('exit', () => resolve(null));
  });
  const base = `http://localhost:${port}`;
  const stop = () => server.kill('SIGTERM');
  try {
    for (;;) {
      try {
        if ((await fetch(`${base}/login`)).ok) return { base, readyMs: Date.now() - started, stop, warmedUp };
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null)
        throw new Error(`The site exited with code ${server.exitCode} before serving a page`);
      if (Date.now() - started > 180_000) throw new Error('The site did not start within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    stop();
    throw error;
  }
}

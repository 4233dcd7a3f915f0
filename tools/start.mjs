// npm start: build whatever app has no live version, then run the API, which serves the whole site on one port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { releaseMissing } from './build-all.mjs';
import { rootDir } from './deploy.mjs';
import { startDevTools } from './devTools.mjs';

// Measured from here, so the "ready" figure the server prints includes the builds of a first start.
const startTimestamp = process.env.START_TIMESTAMP ?? String(Date.now());

// Developer tools only for a demo nobody else can reach, never under NODE_ENV=production.
const devTools = startDevTools(process.env);
if (devTools.notice) console.log(devTools.notice);

// Public pages are prerendered in headless Chromium when the machine has it (docs/architecture.md, "First paint").
const prerenderBrowser =
  process.env.PRERENDER_BROWSER ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

await releaseMissing();
// The server says how the time until its first page was spent, the builds above included.
const builtTimestamp = String(Date.now());
const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    START_TIMESTAMP: startTimestamp,
    START_BUILT_TIMESTAMP: builtTimestamp,
    ...devTools.environment,
    ...(prerenderBrowser ? { PRERENDER_BROWSER: prerenderBrowser } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

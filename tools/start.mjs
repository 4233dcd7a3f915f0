// npm start: build whatever app has no live version, then run the API, which serves the whole site on one port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { releaseMissing } from './build-all.mjs';
import { rootDir } from './deploy.mjs';

// Measured from here, so the "ready" figure the server prints includes the builds of a first start.
const startTimestamp = process.env.START_TIMESTAMP ?? String(Date.now());

const host = process.env.HOST ?? 'localhost';
const loopback = host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1' || host === '[::1]';
// Developer pages (/_dev, the mail outbox with every activation link) only for a demo nobody else can reach.
const devTools = process.env.DEV_TOOLS ?? (loopback ? '1' : '0');
if (devTools === '1' && !loopback) {
  console.warn(`  DEV_TOOLS=1 on ${host}: developer pages and the mail outbox are reachable from the network.`);
}

// Public pages are prerendered in headless Chromium when the machine has it (docs/architecture.md, "First paint").
const prerenderBrowser =
  process.env.PRERENDER_BROWSER ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

await releaseMissing();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    START_TIMESTAMP: startTimestamp,
    DEV_TOOLS: devTools,
    ...(prerenderBrowser ? { PRERENDER_BROWSER: prerenderBrowser } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

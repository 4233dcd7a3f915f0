// npm run bench:first-load — starts the site from scratch (fresh database and deploy folder, as a first
// `npm start`), reports the time until the first page is served, then loads pages in Chromium as a first-time
// visitor and prints the JavaScript each page needs: requests, raw bytes and gzip bytes.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..', '..');
const runDir = path.join(root, '.tmp', 'bench-first-load');
const port = Number(process.env.BENCH_PORT ?? 8282);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/'];
const base = `http://localhost:${port}`;

rmSync(runDir, { recursive: true, force: true });
const started = Date.now();
const server = spawn(process.execPath, [path.join(root, 'tools', 'start.mjs')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(runDir, 'data'), DEPLOY_DIR: path.join(runDir, 'deploy'), LOG_LEVEL: 'warn', START_TIMESTAMP: String(started) },
  stdio: 'ignore',
});

async function firstPageServed() {
  for (;;) {
    try {
      if ((await fetch(`${base}/login`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('The site did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  console.log(`npm start → first page served: ${await firstPageServed()} ms (fresh database, ${process.env.SEED_PROFILES ?? 2000} demo profiles, all apps built)`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const page of pages) {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });
    const tab = await context.newPage();
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(Promise.all([response.body(), response.request().sizes()]));
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
    const raw = loaded.reduce((sum, [body]) => sum + body.length, 0);
    const gzip = loaded.reduce((sum, [body]) => sum + gzipSync(body, { level: 9 }).length, 0);
    const sent = loaded.reduce((sum, [, sizes]) => sum + sizes.responseBodySize, 0);
    console.log(`${page.padEnd(8)} ${String(loaded.length).padStart(3)} JS requests  raw ${kb(raw)} KiB  gzip ${kb(gzip)} KiB  sent (brotli) ${kb(sent)} KiB`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}

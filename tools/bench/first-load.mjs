// npm run bench:first-load — starts the site from scratch (fresh database and deploy folder, as a first
// `npm start`), reports the time until the first page is served, then loads pages in Chromium as a first-time
// visitor and prints the JavaScript each page needs: requests, raw bytes and gzip bytes (`--files`: each script too).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startFreshSite } from './startSite.mjs';

const port = Number(process.env.BENCH_PORT ?? 8282);
// `--files` also lists each script with its gzip size, to see where a change's bytes went.
const listFiles = process.argv.includes('--files');
const arguments_ = process.argv.slice(2).filter((argument) => argument !== '--files');
const pages = arguments_.length ? arguments_ : ['/login', '/'];
const { base, readyMs, stop } = await startFreshSite('bench-first-load', port);

try {
  console.log(
    `npm start → first page served: ${readyMs} ms (fresh database, ${process.env.SEED_PROFILES ?? 2000} demo profiles, all apps built)`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const page of pages) {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    const tab = await context.newPage();
    const scripts = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(Promise.all([response.body(), response.request().sizes(), response.url()]));
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
    const raw = loaded.reduce((sum, [body]) => sum + body.length, 0);
    const gzip = loaded.reduce((sum, [body]) => sum + gzipSync(body, { level: 9 }).length, 0);
    const sent = loaded.reduce((sum, [, sizes]) => sum + sizes.responseBodySize, 0);
    console.log(
      `${page.padEnd(8)} ${String(loaded.length).padStart(3)} JS requests  raw ${kb(raw)} KiB  gzip ${kb(gzip)} KiB  sent (brotli) ${kb(sent)} KiB`,
    );
    if (listFiles)
      for (const [body, , url] of loaded)
        console.log(`    ${kb(gzipSync(body, { level: 9 }).length)} KiB gzip  ${new URL(url).pathname}`);
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}

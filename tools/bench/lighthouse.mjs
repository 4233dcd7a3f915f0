// npm run bench:lighthouse [runs] [--member] [--landers] [paths…] — starts the site from scratch and runs Lighthouse (mobile
// preset, simulated throttling) in Debian Chromium several times per page, printing the median score, LCP, TBT, CLS
// and the JavaScript the page loaded. The one-bundle anchor (tools/bench/anchor.mjs) is measured in the same run and
// the targets are set by it: TBT ≤ max(200 ms, 2 × the anchor's), LCP ≤ 1.2 × the anchor's on every page, a member's
// included, first-load JS ≤ 150 KiB gzip on / and /login and ≤ 200 KiB elsewhere; exits 1 on a miss. With
// --member the pages are loaded logged in as the demo member (for /members, /chats, /credits, …).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startAnchor } from './anchor.mjs';
import { startFreshSite } from './startSite.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--member' && arg !== '--landers');
const asMember = process.argv.includes('--member');
// npm run bench:landers: the home page and three lander types, against the landers' tighter targets (docs/architecture.md).
const landers = process.argv.includes('--landers');
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 5;
const defaultPages = landers
  ? ['/', '/landers/video/milf/eng/summer', '/landers/gallery/she/eng', '/landers/maplanding/none/eng']
  : ['/', '/login', '/signup'];
const pages = args.length ? args : defaultPages;
const port = Number(process.env.BENCH_PORT ?? 8283);
/** A page's targets, from the anchor's figures of this run (the landers keep their own tighter bounds too). */
function targetsFor(page, anchor) {
  const targets = {
    lcp: 1.2 * anchor.lcp,
    tbt: Math.max(200, 2 * anchor.tbt),
    cls: 0.05,
    jsKiB: !asMember && (page === '/' || page === '/login') ? 150 : 200,
  };
  return landers ? { ...targets, lcp: Math.min(targets.lcp, 1500), tbt: Math.min(targets.tbt, 150) } : targets;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One Lighthouse run in a fresh Chromium (an empty cache: a first-time visitor). A member's session cookies go into
 * the browser's own cookie jar first: a Cookie header added to every request reaches the page but not the app's
 * fetch calls, so the app saw a visitor and the "member" figures were the login page's.
 */
async function measure(url, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (cookies) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      // Set for the site's root: a cookie set for /chats/1 gets the path /chats, and the page's own calls to /api/… went
      // without the session (the app then logged the member out).
      const site = new URL('/', url).href;
      await browser.contexts()[0].addCookies(cookies.map(([name, value]) => ({ name, value, url: site })));
      await browser.close();
    }
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the cookies set above; the profile is new, so the cache is empty anyway.
      disableStorageReset: Boolean(cookies),
    });
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}: not the page meant`);
    // Scripts by address, not by request type: the page preloads a remote's scripts as fetches into the HTTP cache
    // (docs/architecture.md "No request chain"), and the <script> that runs one then transfers nothing.
    const scripts = lhr.audits['network-requests'].details.items.filter(
      (item) => item.resourceType === 'Script' || new URL(item.url).pathname.endsWith('.js'),
    );
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      scripts: new Set(scripts.map((item) => item.url)).size,
      jsKiB: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Whether the server renders the page (docs/architecture.md, "First paint"): asked once before the runs, as the
 * first visitor of a public page (later visitors get the render it kept).
 */
async function serverRendered(url, cookies) {
  const headers = { 'accept-language': 'en-US,en;q=0.9' };
  if (cookies) headers.cookie = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  return (await (await fetch(url, { headers })).text()).includes('data-server-rendered');
}

/** The demo member's session cookies, as [name, value] pairs. */
async function memberCookies(base) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${base}/api/settings.php`));
  const login = await fetch(`${base}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-csrf-token': cookies.get('csrf_token') },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`Logging in as the demo member failed: ${login.status}`);
  keep(login);
  return [...cookies];
}

/** The median of each figure over `runs` Lighthouse runs of the URL. */
async function medians(url, cookies) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(url, cookies));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}

const row = (label, width, m) =>
  `${label.padEnd(width)} ${String(m.score).padStart(5)} ${m.lcp.toFixed(0).padStart(8)} ${m.tbt.toFixed(0).padStart(8)} ${m.cls.toFixed(3).padStart(7)} ${String(m.scripts).padStart(8)} ${m.jsKiB.toFixed(1).padStart(12)}`;

const anchorServer = await startAnchor(port + 1);
const { base, stop, warmedUp } = await startFreshSite('bench-lighthouse', port);
try {
  // No measured page waits for a render worker to start.
  const warm = await Promise.race([warmedUp, new Promise((resolve) => setTimeout(() => resolve(null), 300_000))]);
  console.log(warm ? warm.trim() : 'The server did not say its render workers were ready; measuring anyway.');
  console.log(`Lighthouse ${runs}× per page, mobile preset, simulated throttling; medians; the anchor measured first`);
  const cookies = asMember ? await memberCookies(base) : undefined;
  if (asMember) console.log('Logged in as the demo member.');
  const width = Math.max(18, ...pages.map((page) => page.length));
  console.log(`${'page'.padEnd(width)} score   LCP ms   TBT ms     CLS  scripts  JS sent KiB`);
  const anchor = await medians(anchorServer.url);
  console.log(`${row('one-bundle anchor', width, anchor)}  (react + react-dom, one script)`);
  let missed = 0;
  for (const page of pages) {
    const rendered = await serverRendered(`${base}${page}`, cookies);
    const m = await medians(`${base}${page}`, cookies);
    const targets = targetsFor(page, anchor);
    const misses = Object.keys(targets).filter((key) => m[key] > targets[key]);
    if (misses.length) missed += 1;
    const bounds = `LCP ≤ ${targets.lcp.toFixed(0)}, TBT ≤ ${targets.tbt.toFixed(0)}, JS ≤ ${targets.jsKiB}`;
    console.log(
      `${row(page, width, m)}  ${rendered ? 'server-rendered' : 'NOT server-rendered'}  ${misses.length ? `MISSES ${misses.join(', ')}` : 'ok'} (${bounds})`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  stop();
  anchorServer.stop();
}

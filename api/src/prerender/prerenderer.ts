import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { LOCALE_COOKIE, type LocaleCode } from 'shared-contracts';
import type { RemoteRegistry } from 'shared-contracts/api';

/** What one prerendered page depends on: the same inputs always give the same markup. */
export interface PrerenderInputs {
  deploymentId: string;
  /** The live shell version (the registry lists only the remotes). */
  shellVersion: string;
  siteId: number;
  /** A host name of the site: the render asks for the page under it, so the server picks the same site. */
  hostname: string;
  pathname: string;
  locale: LocaleCode;
  /** The public settings inlined into the page, as JSON (they carry the visitor's geo-IP country). */
  settingsJson: string;
  /** The remote registry of the visitor it renders for (a variant's, in an experiment); named by deploymentId. */
  registry: RemoteRegistry;
}

export interface Prerendered {
  html: string;
}

/** The app versions a render loaded (`shell` and remote names → version): what its markup was made from. */
type Uses = Record<string, string>;
/** A render, valid for every deployment that has the same versions of the apps it loaded. */
interface Made extends Prerendered {
  uses: Uses;
}

/** Header by which the renderer's own page request is recognised; its value names the job. */
export const PRERENDER_HEADER = 'x-prerender-job';

/** Enough for every warmed page of a few dozen sites (docs/architecture.md, "First paint"); pages are 5–30 KB. */
const MAX_CACHED = 2000;
/** Renders kept per page: the live deployment's and those of running experiments' variants. */
const MAX_RENDERS_PER_PAGE = 4;
const RENDER_TIMEOUT_MS = 15_000;
const CONCURRENT_RENDERS = 2;
/** A page that could not be rendered (a remote down, an error) is tried again after this long. */
const RETRY_FAILED_AFTER_MS = 5 * 60_000;

/**
 * Public pages (home, login, signup, legal pages) carry no member data, so their markup can be made once per
 * deployment, site, locale and settings, and sent inside the page: text paints before any script has run
 * (docs/architecture.md, "First paint"). The markup is what the live apps themselves render, in headless Chromium:
 * federated remotes are released separately, so no single server build could render them. The first visitor of a
 * combination not rendered yet gets the page without markup and starts its render; later visitors get it. Renders
 * run two at a time, a visitor's before the warm-up's (prerender/warmUp.ts); a combination that could not be rendered
 * is tried again five minutes later.
 */
export class Prerenderer {
  /**
   * Renders by page (site, host, path, locale, settings), most recently used last. A render is kept by the versions
   * of the apps it loaded, not by the whole deployment: releasing the chat does not make /login again.
   */
  private readonly cache = new Map<string, Made[]>();
  /** When a render of these exact inputs (deployment included) last failed. */
  private readonly failed = new Map<string, number>();
  /** Renders waiting or running, by job id; the page request of a render names its job. */
  private readonly jobs = new Map<string, PrerenderInputs>();
  /** Job id by key, of renders queued or running. */
  private readonly pendingKeys = new Map<string, string>();
  /** Job ids: renders a visitor is waiting for, then the warm-up's. */
  private readonly asked: string[] = [];
  private readonly warming: string[] = [];
  private browser: Promise<Browser> | null = null;
  private readonly idleContexts: BrowserContext[] = [];
  /** Renders in progress: each waits most of its time for the page to go quiet, so two share the machine well. */
  private running = 0;
  /** The drains started and not yet ended (those beyond CONCURRENT_RENDERS end at once). */
  private readonly draining = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly options: {
      browserPath: string;
      /** Where this server listens: the address every host name is mapped to, and the port. */
      listening: () => { address: string; port: number };
      warn: (message: string) => void;
    },
  ) {}

  /** The markup for these inputs if it is ready; otherwise queues its render, ahead of the warm-up's, and answers null. */
  lookup(inputs: PrerenderInputs): Prerendered | null {
    const made = this.madeFor(inputs);
    if (made) {
      // Most recently used last, so the oldest page is the one dropped.
      const page = pageKeyOf(inputs);
      const renders = this.cache.get(page) ?? [];
      this.cache.delete(page);
      this.cache.set(page, renders);
      return { html: made.html };
    }
    if (!this.failedRecently(inputs)) this.enqueue(keyOf(inputs), inputs, this.asked);
    return null;
  }

  /**
   * Queues a render nobody has asked for yet (the warm-up), unless it is made, queued, or failed a moment ago; answers
   * whether it was queued.
   */
  warm(inputs: PrerenderInputs): boolean {
    const key = keyOf(inputs);
    if (this.madeFor(inputs) || this.failedRecently(inputs) || this.pendingKeys.has(key)) return false;
    this.enqueue(key, inputs, this.warming);
    return true;
  }

  /** Whether a render for these inputs is made (one from the same versions of every app the page loads). */
  has(inputs: PrerenderInputs): boolean {
    return this.madeFor(inputs) !== undefined;
  }

  /**
   * Drops the warm-up's queued renders for any deployment but these (the live one and its experiments' variants):
   * after a release, a rollback or an experiment's end nobody will ask for them, and each would hold up the renders of
   * the live pages. Renders a visitor asked for stay.
   */
  dropWarmingExcept(deploymentIds: ReadonlySet<string>): void {
    const kept: string[] = [];
    for (const jobId of this.warming) {
      const inputs = this.jobs.get(jobId);
      if (inputs && deploymentIds.has(inputs.deploymentId)) kept.push(jobId);
      else if (inputs) {
        this.jobs.delete(jobId);
        this.pendingKeys.delete(keyOf(inputs));
      }
    }
    this.warming.splice(0, this.warming.length, ...kept);
  }

  /** What is queued and made, for the developer page /_dev/prerender and the logs. */
  status(): { queued: number; cached: number } {
    return { queued: this.pendingKeys.size, cached: this.cache.size };
  }

  /** A render of this page made from the same versions of every app it loaded as these inputs name. */
  private madeFor(inputs: PrerenderInputs): Made | undefined {
    return this.cache.get(pageKeyOf(inputs))?.find((made) => madeFrom(made.uses, inputs));
  }

  private failedRecently(inputs: PrerenderInputs): boolean {
    const failedAt = this.failed.get(keyOf(inputs));
    return failedAt !== undefined && Date.now() - failedAt <= RETRY_FAILED_AFTER_MS;
  }

  private enqueue(key: string, inputs: PrerenderInputs, queue: string[]): void {
    if (this.closed) return;
    const pending = this.pendingKeys.get(key);
    if (pending !== undefined) {
      // A visitor asks for a page the warm-up has queued: it moves up.
      const waiting = queue === this.asked ? this.warming.indexOf(pending) : -1;
      if (waiting >= 0) this.asked.push(...this.warming.splice(waiting, 1));
      return;
    }
    const jobId = randomBytes(18).toString('base64url');
    this.pendingKeys.set(key, jobId);
    this.jobs.set(jobId, inputs);
    queue.push(jobId);
    const draining = this.drain();
    this.draining.add(draining);
    const ended = () => this.draining.delete(draining);
    void draining.then(ended, ended);
  }

  /**
   * Resolves once no render is queued or running: each one asked for or warmed before the call (or meanwhile) is made
   * or has failed. Why: a test that asserts that a render was NOT made (a dropped warm-up) waits for this instead of a
   * fixed time, which would pass when the render merely came late; a shutdown may wait for it before closing the
   * browser.
   */
  async idle(): Promise<void> {
    while (this.draining.size) await Promise.allSettled([...this.draining]);
  }

  /** The inputs of a render in progress, for the page request that carries its job id. */
  jobFor(jobId: string | undefined): PrerenderInputs | undefined {
    return jobId ? this.jobs.get(jobId) : undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private async drain(): Promise<void> {
    if (this.running >= CONCURRENT_RENDERS) return;
    this.running += 1;
    try {
      const next = () => this.asked.shift() ?? this.warming.shift();
      for (let jobId = next(); jobId !== undefined && !this.closed; jobId = next()) {
        const inputs = this.jobs.get(jobId);
        if (!inputs) continue;
        const key = keyOf(inputs);
        try {
          const made = await this.render(jobId, inputs);
          // A variant whose files are missing falls back to the live version: that render is not the variant's, and
          // kept, it would never be found for these inputs, so the warm-up would queue it again on every pass.
          if (!madeFrom(made.uses, inputs)) throw new Error('it loaded other app versions than its deployment names');
          this.remember(inputs, made);
          this.failed.delete(key);
        } catch (error) {
          if (!this.closed)
            this.options.warn(`Prerendering ${inputs.pathname} (${inputs.locale}) failed: ${String(error)}`);
          this.failed.set(key, Date.now());
          if (this.failed.size > MAX_CACHED) this.failed.delete(this.failed.keys().next().value as string);
        } finally {
          this.jobs.delete(jobId);
          this.pendingKeys.delete(key);
        }
      }
    } finally {
      this.running -= 1;
    }
  }

  private remember(inputs: PrerenderInputs, made: Made) {
    const page = pageKeyOf(inputs);
    // The newest first; a render made from the same versions as another replaces it (whatever order the page asked
    // for the apps in).
    const others = (this.cache.get(page) ?? []).filter((kept) => usesKey(kept.uses) !== usesKey(made.uses));
    this.cache.delete(page);
    this.cache.set(page, [made, ...others].slice(0, MAX_RENDERS_PER_PAGE));
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }

  private async render(jobId: string, inputs: PrerenderInputs): Promise<Made> {
    const { address, port } = this.options.listening();
    this.browser ??= launchAtLowPriority(this.options.browserPath, [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Every host name is this server, so the page is asked for with the visitor's host and finds the same site.
      `--host-resolver-rules=MAP * ${address}`,
    ]);
    const browser = await this.browser;
    const origin = `http://${inputs.hostname}:${port}`;
    // A context is kept for the next render: its cache holds the scripts, compiled, that every page loads.
    const context = this.idleContexts.pop() ?? (await browser.newContext({ serviceWorkers: 'block' }));
    let reusable = false;
    try {
      await context.clearCookies();
      await context.addCookies([{ name: LOCALE_COOKIE, value: inputs.locale, url: origin }]);
      const page = await context.newPage();
      try {
        page.setDefaultTimeout(RENDER_TIMEOUT_MS);
        await page.setExtraHTTPHeaders({ [PRERENDER_HEADER]: jobId, 'accept-language': inputs.locale });
        const uses = appsLoaded(page);
        const quiet = quietAfterReady(page);
        await page.goto(`${origin}${inputs.pathname}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
        await quiet();
        // A notice that a remote is down, or an error page, is a moment's state, not the page.
        if (await page.locator('#root [data-transient]').count())
          throw new Error('the page showed a notice or an error');
        const html = await page.evaluate(captureMarkup);
        if (!html.trim()) throw new Error('the page rendered nothing');
        // Nothing a page stored may reach the next render.
        await page.evaluate(() => localStorage.clear());
        reusable = true;
        return { html, uses };
      } finally {
        await page.close();
      }
    } finally {
      if (reusable && !this.closed) this.idleContexts.push(context);
      else await context.close().catch(() => undefined);
    }
  }
}

/**
 * The browser, started through a script that lowers its CPU priority (and so its renderers'): renders are background
 * work and must not slow the pages visitors are waiting for. The script has exec'd the browser once it is launched,
 * so its folder goes then.
 */
async function launchAtLowPriority(browserPath: string, args: string[]): Promise<Browser> {
  // A folder of its own (mkdtemp), not a guessable name in a shared /tmp; the path single-quoted for sh.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
  const script = path.join(folder, 'chromium.sh');
  const quoted = `'${browserPath.replace(/'/g, `'\\''`)}'`;
  try {
    await writeFile(script, `#!/bin/sh\nexec nice -n 10 ${quoted} "$@"\n`, { mode: 0o700 });
    return await chromium.launch({ executablePath: script, args });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The apps whose files the page loads, by the versions in their addresses (/shell/{version}/…,
 * /remotes/{remote}/{version}/…). Each app brings its own message namespace, so these are also the catalogs the
 * markup's text comes from.
 */
function appsLoaded(page: Page): Uses {
  const uses: Uses = {};
  page.on('request', (request) => {
    const match = /^\/(?:shell|remotes\/([\w-]+))\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[2]) uses[match[1] ?? 'shell'] = match[2];
  });
  return uses;
}

const usesKey = (uses: Uses) => JSON.stringify(Object.entries(uses).sort(([a], [b]) => a.localeCompare(b)));

/** Whether a render that loaded these app versions is the page of these inputs. */
function madeFrom(uses: Uses, inputs: PrerenderInputs): boolean {
  const versions = versionsOf(inputs);
  return Object.entries(uses).every(([app, version]) => versions[app] === version);
}

/** The versions a deployment names, as `Uses` has them. */
function versionsOf(inputs: PrerenderInputs): Uses {
  return {
    shell: inputs.shellVersion,
    ...Object.fromEntries(inputs.registry.remotes.map((remote) => [remote.name, remote.version])),
  };
}

/** How long no request may be open after the first render before the markup is taken. */
const QUIET_MS = 100;

/**
 * Follows the page's requests; the answer waits until none has been open for QUIET_MS, so what the page fetched on
 * its first render (a lander's profiles) is in the markup. Playwright's "networkidle" waits 500 ms, which on every
 * one of the warm-up's pages adds up.
 */
function quietAfterReady(page: Page): () => Promise<void> {
  let open = 0;
  page.on('request', () => (open += 1));
  const done = () => (open -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    for (let quietFor = 0; quietFor < QUIET_MS;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      quietFor = open > 0 ? 0 : quietFor + 25;
    }
  };
}

/**
 * Runs in the page: the rendered markup, with what form fields show written into attributes (React sets properties),
 * and text fields read-only: nothing may be typed or autofilled into markup that the live page is about to replace.
 * Videos and sounds keep their poster but not their sources: a browser fetches a media element's source as it parses
 * it, and its first frame holds up the load event, so the video lander's 290 KB loop shared the line with what the
 * first paint waits for (issue 37 measured its LCP at 1.62 s beside the anchor's 1.29 s). The live page, after the first
 * paint, plays them.
 */
function captureMarkup(): string {
  const root = document.getElementById('root');
  if (!root) return '';
  const live = [...root.querySelectorAll('input, textarea, option')];
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('input, textarea, option').forEach((field, index) => {
    const source = live[index];
    if (source instanceof HTMLOptionElement) field.toggleAttribute('selected', source.selected);
    else if (source instanceof HTMLInputElement && (source.type === 'checkbox' || source.type === 'radio'))
      field.toggleAttribute('checked', source.checked);
    else if (source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement) {
      if (source instanceof HTMLTextAreaElement) field.textContent = source.value;
      else if (source.type !== 'password' && source.type !== 'file') field.setAttribute('value', source.value);
      field.setAttribute('readonly', '');
    }
  });
  copy.querySelectorAll('video, audio').forEach((media) => {
    media.removeAttribute('src');
    media.removeAttribute('autoplay');
    media.setAttribute('preload', 'none');
    media.querySelectorAll('source').forEach((source) => source.remove());
  });
  return copy.innerHTML;
}

/** Names one render's inputs: the page, and the deployment it is made for. */
function keyOf(inputs: PrerenderInputs): string {
  return createHash('sha256')
    .update(JSON.stringify([inputs.deploymentId, inputs.shellVersion, pageKeyOf(inputs)]))
    .digest('base64url');
}

/** Names a page whatever deployment it is made for. */
function pageKeyOf(inputs: PrerenderInputs): string {
  const { siteId, hostname, pathname, locale, settingsJson } = inputs;
  return createHash('sha256')
    .update(JSON.stringify([siteId, hostname, pathname, locale, settingsJson]))
    .digest('base64url');
}

import { createHash, randomBytes } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { LOCALE_COOKIE, type LocaleCode } from 'shared-contracts';
import type { RemoteRegistry } from 'shared-contracts/api';

/** What one prerendered page depends on: the same inputs always give the same markup. */
export interface PrerenderInputs {
  deploymentId: string;
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

/** Header by which the renderer's own page request is recognised; its value names the job. */
export const PRERENDER_HEADER = 'x-prerender-job';

const MAX_CACHED = 500;
const RENDER_TIMEOUT_MS = 15_000;
/** A page that could not be rendered (a remote down, an error) is tried again after this long. */
const RETRY_FAILED_AFTER_MS = 5 * 60_000;

/**
 * Public pages (home, login, signup, legal pages) carry no member data, so their markup can be made once per
 * deployment, site, locale and settings, and sent inside the page: text paints before any script has run
 * (docs/architecture.md, "First paint"). The markup is what the live apps themselves render, in headless Chromium:
 * federated remotes are released separately, so no single server build could render them. The first visitor of a
 * combination gets the page without markup and starts its render in the background; later visitors get it. Renders
 * run one at a time; a combination that could not be rendered is tried again five minutes later.
 */
export class Prerenderer {
  private readonly cache = new Map<string, Prerendered | { failedAt: number }>();
  /** Renders waiting or running, by job id; the page request of a render names its job. */
  private readonly jobs = new Map<string, PrerenderInputs>();
  private readonly pendingKeys = new Set<string>();
  private readonly queue: string[] = [];
  private browser: Promise<Browser> | null = null;
  private running = false;
  private closed = false;

  constructor(
    private readonly options: {
      browserPath: string;
      /** Where this server listens: the address every host name is mapped to, and the port. */
      listening: () => { address: string; port: number };
      warn: (message: string) => void;
    },
  ) {}

  /** The markup for these inputs if it is ready; otherwise queues its render and answers null. */
  lookup(inputs: PrerenderInputs): Prerendered | null {
    const key = keyOf(inputs);
    const cached = this.cache.get(key);
    if (cached && !('failedAt' in cached && Date.now() - cached.failedAt > RETRY_FAILED_AFTER_MS)) {
      // Most recently used last, so the oldest entry is the one dropped.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return 'html' in cached ? cached : null;
    }
    if (!this.pendingKeys.has(key) && !this.closed) {
      const jobId = randomBytes(18).toString('base64url');
      this.pendingKeys.add(key);
      this.jobs.set(jobId, inputs);
      this.queue.push(jobId);
      void this.drain();
    }
    return null;
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
    if (this.running) return;
    this.running = true;
    try {
      for (let jobId = this.queue.shift(); jobId !== undefined && !this.closed; jobId = this.queue.shift()) {
        const inputs = this.jobs.get(jobId);
        if (!inputs) continue;
        const key = keyOf(inputs);
        try {
          this.remember(key, await this.render(jobId, inputs));
        } catch (error) {
          if (!this.closed)
            this.options.warn(`Prerendering ${inputs.pathname} (${inputs.locale}) failed: ${String(error)}`);
          this.remember(key, { failedAt: Date.now() });
        } finally {
          this.jobs.delete(jobId);
          this.pendingKeys.delete(key);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private remember(key: string, value: Prerendered | { failedAt: number }) {
    this.cache.set(key, value);
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }

  private async render(jobId: string, inputs: PrerenderInputs): Promise<Prerendered> {
    const { address, port } = this.options.listening();
    this.browser ??= chromium.launch({
      executablePath: this.options.browserPath,
      // Every host name is this server, so the page is asked for with the visitor's host and finds the same site.
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--host-resolver-rules=MAP * ${address}`],
    });
    const browser = await this.browser;
    const origin = `http://${inputs.hostname}:${port}`;
    const context = await browser.newContext({
      serviceWorkers: 'block',
      locale: inputs.locale,
      extraHTTPHeaders: { [PRERENDER_HEADER]: jobId },
    });
    try {
      await context.addCookies([{ name: LOCALE_COOKIE, value: inputs.locale, url: origin }]);
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.goto(`${origin}${inputs.pathname}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
      // A notice that a remote is down, or an error page, is a moment's state, not the page.
      if (await page.locator('#root [data-transient]').count()) throw new Error('the page showed a notice or an error');
      const html = await page.evaluate(captureMarkup);
      if (!html.trim()) throw new Error('the page rendered nothing');
      return { html };
    } finally {
      await context.close();
    }
  }
}

/**
 * Runs in the page: the rendered markup, with what form fields show written into attributes (React sets properties),
 * and text fields read-only: nothing may be typed or autofilled into markup that the live page is about to replace.
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
  return copy.innerHTML;
}

function keyOf(inputs: PrerenderInputs): string {
  const { deploymentId, siteId, hostname, pathname, locale, settingsJson } = inputs;
  return createHash('sha256')
    .update(JSON.stringify([deploymentId, siteId, hostname, pathname, locale, settingsJson]))
    .digest('base64url');
}

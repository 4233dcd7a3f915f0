import { localeCodes, routes, type LocaleCode } from 'shared-contracts';
import type { PublicSettings, RemoteRegistry } from 'shared-contracts/api';
import type { Site } from '../repositories/sites';
import { prerenderInputs, type PrerenderPage, type RenderDeployment } from './pageInputs';
import type { Prerenderer } from './prerenderer';

/** How often the warm-up looks for pages to make: a release, a rollback or a settings change shows within this. */
const SWEEP_EVERY_MS = 10_000;
/** At most this many pages are kept warm, most visited first (the rest render when asked, as before). */
const WARM_LIMIT = 1500;
/** Visited combinations remembered for later warm-ups; beyond it, new ones are not counted. */
const MAX_REMEMBERED = 5000;

/** Public pages with one path each; landers (a path per niche) are warmed once visited. */
const warmPaths = routes.filter((route) => route.prerender && !route.path.includes('*')).map((route) => route.path);

export interface WarmUpDeps {
  prerenderer: Pick<Prerenderer, 'warm' | 'has' | 'dropWarmingExcept' | 'status'>;
  sites: () => Promise<Site[]>;
  publicSettings: (site: Site, geoipCountry: string, locale: LocaleCode) => Promise<PublicSettings>;
  /** The live shell version and registry; null while nothing is deployed. */
  liveDeployment: () => Promise<RenderDeployment | null>;
  /** The registries a visitor of the site may be given besides the live one: running experiments' variants. */
  variantRegistries: (site: Site, live: RemoteRegistry) => Promise<RemoteRegistry[]>;
  warn: (message: string) => void;
  /** Told when the pages a pass queued are all made (`npm start` prints it; bench:lighthouse waits for it). */
  announce: (message: string) => void;
}

const visitKey = (siteId: number, pathname: string, locale: string, country: string) =>
  JSON.stringify([siteId, pathname, locale, country]);

/**
 * Makes every site × locale × public page before anyone asks (docs/architecture.md, "First paint"): at start, on
 * every release or rollback (a new deployment id), and after a settings change (new settings, new renders). The
 * renders queue behind any a visitor is waiting for; the most visited pages go first, then home, login, signup and
 * the rest in the route table's order. Pages visitors reached that the list does not have (a lander's niche, a
 * country of its own) are warmed too once visited. Once a page's live render is made, it is made for each running
 * experiment's variant too, if the page loads the app the experiment varies (a render is kept by the versions of the
 * apps it loaded, so the live one already serves the variants of the others).
 */
export class PrerenderWarmUp {
  private readonly visits = new Map<
    string,
    { siteId: number; pathname: string; locale: LocaleCode; country: string; count: number }
  >();
  private timer: ReturnType<typeof setInterval> | null = null;
  private sweeping: Promise<void> | null = null;
  private sweeps = 0;
  private planned = 0;
  /** The deployment the last pass queued its pages for. */
  private deploymentId: string | null = null;
  /** Since when, and how many, pages queued by the warm-up are being made. */
  private making: { since: number; pages: number } | null = null;

  constructor(private readonly deps: WarmUpDeps) {}

  start(): void {
    if (this.timer) return;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Passes completed, how many pages the last one kept warm and for which deployment (/_dev/prerender). */
  status(): { sweeps: number; planned: number; deploymentId: string | null } {
    return { sweeps: this.sweeps, planned: this.planned, deploymentId: this.deploymentId };
  }

  /** A visitor asked for this page: later warm-ups make it first. */
  visited(page: PrerenderPage): void {
    const key = visitKey(page.site.id, page.pathname, page.locale, page.country);
    const known = this.visits.get(key);
    if (known) known.count += 1;
    else if (this.visits.size < MAX_REMEMBERED)
      this.visits.set(key, {
        siteId: page.site.id,
        pathname: page.pathname,
        locale: page.locale,
        country: page.country,
        count: 1,
      });
  }

  /** One pass: queues what is not made for the live deployment. Runs one at a time; the next tick catches up. */
  sweep(): Promise<void> {
    this.sweeping ??= this.queueMissing()
      .catch((error: unknown) => this.deps.warn(`Prerender warm-up failed: ${String(error)}`))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  /** The pages to keep warm, most visited first. */
  plan(sites: Site[]): PrerenderPage[] {
    const byId = new Map(sites.map((site) => [site.id, site]));
    const planned = new Map<string, { page: PrerenderPage; count: number; order: number }>();
    let order = 0;
    for (const pathname of warmPaths)
      for (const site of sites)
        for (const locale of localeCodes) {
          const key = visitKey(site.id, pathname, locale, '');
          planned.set(key, {
            page: { site, pathname, locale, country: '' },
            count: this.visits.get(key)?.count ?? 0,
            order: order++,
          });
        }
    for (const [key, visit] of this.visits) {
      const site = byId.get(visit.siteId);
      if (site && !planned.has(key))
        planned.set(key, {
          page: { site, pathname: visit.pathname, locale: visit.locale, country: visit.country },
          count: visit.count,
          order: order++,
        });
    }
    return [...planned.values()]
      .sort((a, b) => b.count - a.count || a.order - b.order)
      .slice(0, WARM_LIMIT)
      .map(({ page }) => page);
  }

  private async queueMissing(): Promise<void> {
    const deployment = await this.deps.liveDeployment();
    if (!deployment) return;
    const sites = await this.deps.sites();
    const variants = new Map<number, RemoteRegistry[]>();
    for (const site of sites) variants.set(site.id, await this.deps.variantRegistries(site, deployment.registry));
    const pages = this.plan(sites);
    const { prerenderer } = this.deps;
    prerenderer.dropWarmingExcept(
      new Set([deployment.registry, ...[...variants.values()].flat()].map((registry) => registry.deploymentId)),
    );
    let queued = 0;
    for (const page of pages) {
      const live = await prerenderInputs(this.deps.publicSettings, page, deployment);
      if (prerenderer.warm(live)) queued += 1;
      // After the live render, which says which apps the page loads: until then a variant's render would make the
      // same markup again for every page that does not load the varied app.
      else if (prerenderer.has(live))
        for (const registry of variants.get(page.site.id) ?? [])
          if (prerenderer.warm(await prerenderInputs(this.deps.publicSettings, page, { ...deployment, registry })))
            queued += 1;
    }
    this.planned = pages.length;
    this.deploymentId = deployment.registry.deploymentId;
    this.sweeps += 1;
    if (queued) this.making = { since: this.making?.since ?? Date.now(), pages: (this.making?.pages ?? 0) + queued };
    else if (this.making && this.deps.prerenderer.status().queued === 0) {
      const seconds = Math.round((Date.now() - this.making.since) / 1000);
      this.deps.announce(
        `  Prerendered ${this.making.pages} public pages (every site, language and page) in ${seconds} s.`,
      );
      this.making = null;
    }
  }
}

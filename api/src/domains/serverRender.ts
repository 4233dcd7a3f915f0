import fastifyPlugin from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ServerRenderOutput } from 'shared-contracts';
import { PeriodicJob } from '../lib/periodicJob';
import { liveDeployment } from '../ssr/liveDeployment';
import { ServerRenderer } from '../ssr/serverRenderer';

/** The server's page renderer (routes/web/pages.ts) and its cache of visitors' pages. */
export interface ServerRender {
  renderer: ServerRenderer;
  /** Visitors' renders by site × path × locale × versions × settings (ssr/pageKey.ts); members' are never kept. */
  visitorPages: LRUCache<string, ServerRenderOutput>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null with SERVER_RENDER=0: every page is rendered in the browser. */
    serverRender: ServerRender | null;
  }
}

/** Visitors' pages kept per server: every site × locale × public page × running variant fits. */
const VISITOR_PAGES_KEPT = 5_000;

/** How often a server looks for a release or rollback, to warm the next generation of workers before it is asked. */
const RELEASE_CHECK_MS = 5_000;

/**
 * Starts the render workers once the app listens, prepares a new generation for each release or rollback, and stops
 * them with the app.
 */
export const serverRenderPlugin = fastifyPlugin(
  async (app) => {
    const { serverRender } = app.ctx.config;
    if (!serverRender) {
      app.decorate('serverRender', null);
      return;
    }
    const renderer = new ServerRenderer({
      deployDir: app.ctx.deploy.deployDir,
      budgetMs: serverRender.budgetMs,
      workers: serverRender.workers,
      warn: (message) => app.log.warn(message),
    });
    app.decorate('serverRender', {
      renderer,
      visitorPages: new LRUCache<string, ServerRenderOutput>({ max: VISITOR_PAGES_KEPT }),
    });
    const { deploy } = app.ctx;
    const releases = new PeriodicJob({
      intervalMs: RELEASE_CHECK_MS,
      work: async () => {
        const live = liveDeployment(await deploy.live());
        if (!live || renderer.renders(live.deploymentId)) return;
        const started = Date.now();
        await renderer.prepare(live);
        // Beside the start-up lines (api/src/server.ts); the Lighthouse benchmark waits for it (tools/bench/startSite.mjs).
        if (renderer.renders(live.deploymentId))
          console.log(`  Render workers ready for deployment ${live.deploymentId} in ${Date.now() - started} ms`);
      },
      onError: (error) => app.log.warn(`render workers: ${String(error)}`),
    });
    app.addHook('onListen', () => releases.start());
    app.addHook('preClose', async () => releases.stop());
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'server-render', dependencies: ['context'] },
);

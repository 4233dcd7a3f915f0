import fastifyPlugin from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ServerRenderOutput } from 'shared-contracts';
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

/** Starts the render workers with the app and stops them with it. */
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
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'server-render', dependencies: ['context'] },
);

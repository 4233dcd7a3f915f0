import type { AddressInfo } from 'node:net';
import fastifyPlugin from 'fastify-plugin';
import { Prerenderer } from '../prerender/prerenderer';
import { PrerenderWarmUp } from '../prerender/warmUp';
import { experimentsDomain } from './experiments';
import { sitesDomain } from './sites';

/** The browser that prerenders pages for crawlers and first visits, and the warm-up that renders them ahead. */
export interface PrerenderPool {
  prerenderer: Prerenderer;
  warmUp: PrerenderWarmUp;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The prerender pool (routes/web/pages.ts serves what it made), or null unless PRERENDER_BROWSER names a browser. */
    prerender: PrerenderPool | null;
  }
}

/**
 * Starts the pool's warm-up once the server listens (the browser loads our own pages from it) and closes the browser
 * with the app. Unlike the other domains it needs the listening server, so it is a plugin of its own, not a `Domain`.
 */
export const prerenderPlugin = fastifyPlugin(
  async (app) => {
    const { prerenderBrowser } = app.ctx.config;
    if (!prerenderBrowser) {
      app.decorate('prerender', null);
      return;
    }
    const prerenderer = new Prerenderer({
      browserPath: prerenderBrowser,
      listening: () => {
        const { address, port } = app.server.address() as AddressInfo;
        // A server on every interface is reached on loopback; IPv6 addresses are bracketed in resolver rules.
        const reachable =
          address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
        return { address: reachable, port };
      },
      warn: (message) => app.log.warn(message),
    });
    const { sites, deploy, experiments } = app.ctx;
    const warmUp = new PrerenderWarmUp({
      prerenderer,
      sites: () => sites.list(),
      publicSettings: sites.publicSettings.bind(sites),
      liveDeployment: async () => {
        const { shellVersion, registry } = await deploy.live();
        return shellVersion ? { shellVersion, registry } : null;
      },
      variantRegistries: async (site, live) =>
        (await experiments.possibleRegistries(site, live)).filter(
          (registry) => registry.deploymentId !== live.deploymentId,
        ),
      warn: (message) => app.log.warn(message),
      // Beside the start-up lines (api/src/server.ts): it explains the work the server does after it started.
      announce: (message) => console.log(message),
    });
    app.decorate('prerender', { prerenderer, warmUp });
    app.addHook('onListen', () => warmUp.start());
    // The warm-up stops before the server stops listening (its renders load our own pages), the browser after.
    app.addHook('preClose', async () => warmUp.stop());
    app.addHook('onClose', async () => prerenderer.close());
  },
  { name: 'prerender', dependencies: ['context', sitesDomain.name, experimentsDomain.name] },
);

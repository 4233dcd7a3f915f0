import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fastifyPlugin from 'fastify-plugin';
import { domains, type AppContext } from './context';
import { domainPlugin } from './domains/domain';
import { serverRenderPlugin } from './domains/serverRender';
import { registerCanonicalPaths } from './plugins/canonicalPaths';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerOperatorSession } from './plugins/operatorSession';
import { registerRateLimits } from './plugins/rateLimits';
import { registerRequestContext } from './plugins/requestContext';
import { registerRequestHelpers } from './plugins/requestHelpers';
import { registerRouteFiles } from './routes/registerRouteFiles';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole server as one Fastify instance; server.ts listens, tests call `inject`. */
export async function buildApp(
  ctx: AppContext,
  options: {
    logger?: boolean | object;
    /** How often live sockets are checked for ended sessions (a minute; tests wait less). */
    liveSessionCheckMs?: number;
    /** Sees every route as it is registered: the tests list them all, so none escapes the junk and 404 checks. */
    onRoute?: (route: RouteOptions) => void;
    /**
     * Whether the edge answers a second spelling of a path with a 404 (plugins/canonicalPaths.ts); always, but in the
     * test that proves every route's own rules hold without it (api/test/routeSpellings.test.ts).
     */
    refuseSecondSpellings?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    // A hop count trusts that many proxies nearest to the server (what Fastify does for a number, which its types omit).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 256 * 1024,
    // Clients send ids and strings; nothing they send may reach a handler unvalidated.
    ajv: { customOptions: { removeAdditional: false } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Behind a balancer, who answered (docs/scaling.md): set first, so errors and rate-limit answers carry it too.
  const { nodeName } = ctx.config;
  if (nodeName) app.addHook('onRequest', async (_request, reply) => void reply.header('x-served-by', nodeName));
  // Every route reaches the context as app.ctx; each domain's plugin declares the domains it needs (Fastify checks
  // they came first) and starts its workers when the app is ready, stopping them when it closes (domains/domain.ts).
  const contextPlugin = fastifyPlugin(
    async (instance) => {
      instance.decorate('ctx', ctx);
    },
    { name: 'context' },
  );
  await app.register(contextPlugin);
  for (const domain of domains) await app.register(domainPlugin(domain));
  await app.register(serverRenderPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Pages and API answers; the immutable build files are compressed once at build time instead.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // No site may frame ours (clickjacking); with developer tools on, /_dev previews frame our own pages.
        frameAncestors: ctx.config.devTools ? ["'self'"] : ["'none'"],
        upgradeInsecureRequests: ctx.config.cookieSecure ? [] : null,
      },
    },
    // The federated remotes' chunks are same-origin; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: ctx.config.cookieSecure,
  });
  await registerRateLimits(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Dating platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // Who may call what is decided by the route a request reached (its config, its scope), never by its path's text;
  // the edge first refuses any second spelling of a path (docs/security.md "How access is decided").
  if (options.refuseSecondSpellings ?? true) registerCanonicalPaths(app);
  registerRequestContext(app);
  registerCsrf(app);
  registerOperatorSession(app);

  registerRequestHelpers(app);

  // Plugins above, routes below: every route gets the hooks and the OpenAPI listing. One file per call
  // (routes/api/<call>.ts) and per group of pages (routes/web/), each found by its folder, not listed here.
  const routes = path.join(import.meta.dirname, 'routes');
  await registerRouteFiles(app, path.join(routes, 'api'), { sessionCheckMs: options.liveSessionCheckMs });
  // The operator console's calls (/api/admin/*, docs/operators.md), each checked by role in plugins/operatorSession.ts.
  await registerRouteFiles(app, path.join(routes, 'admin'));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerRouteFiles(app, path.join(routes, 'web'));
  return app;
}

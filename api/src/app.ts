import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestContext } from './plugins/requestContext';
import { geocodeRoutes } from './routes/api/geocode';
import { likesRoutes } from './routes/api/likes';
import { pageHiddenRoutes } from './routes/api/pageHidden';
import { resellRoutes } from './routes/api/resell';
import { searchRoutes } from './routes/api/search';
import { sessionRoutes } from './routes/api/session';
import { profileRoutes } from './routes/api/profile';
import { profileImageRoutes } from './routes/api/profileImage';
import { signupRoutes } from './routes/api/signup';
import { siteRoutes } from './routes/api/site';
import { cdnRoutes } from './routes/web/cdn';
import { deploymentRoutes } from './routes/web/deployments';
import { devMailRoutes } from './routes/web/devMail';
import { pageRoutes } from './routes/web/pages';
import { pwaRoutes } from './routes/web/pwa';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole server as one Fastify instance; server.ts listens, tests call `inject`. */
export async function buildApp(ctx: AppContext, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    // A hop count trusts that many proxies nearest to the server (what Fastify does for a number, which its types omit).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 256 * 1024,
    // Clients send ids and strings; nothing they send may reach a handler unvalidated.
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate('ctx', ctx);
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
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: ctx.config.cookieSecure ? [] : null,
      },
    },
    // The federated remotes' chunks are same-origin; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: ctx.config.cookieSecure,
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Dating platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerRequestContext(app);
  registerCsrf(app);

  await app.register(sessionRoutes);
  await app.register(siteRoutes);
  await app.register(signupRoutes);
  await app.register(profileRoutes);
  await app.register(profileImageRoutes);
  await app.register(geocodeRoutes);
  await app.register(searchRoutes);
  await app.register(likesRoutes);
  await app.register(resellRoutes);
  await app.register(pageHiddenRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(deploymentRoutes);
  await app.register(cdnRoutes);
  await app.register(devMailRoutes);
  await app.register(pwaRoutes);
  await app.register(pageRoutes);
  return app;
}

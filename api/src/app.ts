import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestContext } from './plugins/requestContext';
import { registerRequestHelpers } from './plugins/requestHelpers';
import { DemoCamFeed } from './resell/camFeed';
import { demoPartnerPages } from './resell/demoPartnerPages';
import { activateRoutes } from './routes/api/activate';
import { blockRoutes } from './routes/api/block';
import { companyInfoRoutes } from './routes/api/companyInfo';
import { geocodeRoutes } from './routes/api/geocode';
import { interestsRoutes } from './routes/api/interests';
import { chatRoutes } from './routes/api/chat';
import { chatsRoutes } from './routes/api/chats';
import { likesRoutes } from './routes/api/likes';
import { liveRoutes } from './routes/api/live';
import { messagesRoutes } from './routes/api/messages';
import { readRoutes } from './routes/api/read';
import { creditsRoutes } from './routes/api/credits';
import { devCreditsRoutes } from './routes/api/devCredits';
import { discountCodeRoutes } from './routes/api/discountCode';
import { ordersRoutes } from './routes/api/orders';
import { paymentRoutes } from './routes/api/payment';
import { paymentWebhookRoutes } from './routes/api/paymentWebhook';
import { transactionRoutes } from './routes/api/transaction';
import { sandboxCheckoutRoutes } from './routes/web/sandboxCheckout';
import { loginRoutes } from './routes/api/login';
import { logoutRoutes } from './routes/api/logout';
import { resetPasswordRoutes } from './routes/api/resetPassword';
import { passwordRoutes } from './routes/api/password';
import { notificationRoutes } from './routes/api/notifications';
import { mailChangeRoutes } from './routes/api/mailChange';
import { complaintRoutes } from './routes/api/complaints';
import { pageHiddenRoutes } from './routes/api/pageHidden';
import { profileRoutes } from './routes/api/profile';
import { profileFieldsRoutes } from './routes/api/profileFields';
import { profileImageRoutes } from './routes/api/profileImage';
import { regionsRoutes } from './routes/api/regions';
import { experimentRoutes } from './routes/api/experiments';
import { landerMemberRoutes } from './routes/api/landerMember';
import { matchCountRoutes } from './routes/api/matchCount';
import { landerProfilesRoutes } from './routes/api/landerProfiles';
import { reportRoutes } from './routes/api/report';
import { resellPartnerRoutes } from './routes/api/resellPartner';
import { searchRoutes } from './routes/api/search';
import { settingsRoutes } from './routes/api/settings';
import { userRoutes } from './routes/api/user';
import { sessionsRoutes } from './routes/api/sessions';
import { myDataRoutes } from './routes/api/myData';
import { validateEmailRoutes } from './routes/api/validateEmail';
import { xcamsRedirectRoutes } from './routes/api/xcamsRedirect';
import { xcamsSearchRoutes } from './routes/api/xcamsSearch';
import { activationLinkRoutes } from './routes/web/activation';
import { cdnRoutes } from './routes/web/cdn';
import { deploymentRoutes } from './routes/web/deployments';
import { devMailRoutes } from './routes/web/devMail';
import { pageRoutes } from './routes/web/pages';
import { pwaRoutes } from './routes/web/pwa';

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
  app.decorate('ctx', ctx);
  // Every server process sweeps for payments whose webhook never came (docs/payments.md "Reconciliation").
  app.addHook('onReady', async () => ctx.paymentSweep.start());
  app.addHook('onClose', async () => ctx.paymentSweep.stop());
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
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Dating platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  registerRequestContext(app);
  registerCsrf(app);

  registerRequestHelpers(app);

  // One file per call (routes/api/<call>.ts), each registering its route from the endpoint object in shared-contracts.
  for (const routes of [
    userRoutes,
    loginRoutes,
    logoutRoutes,
    resetPasswordRoutes,
    passwordRoutes,
    notificationRoutes,
    mailChangeRoutes,
    complaintRoutes,
    sessionsRoutes,
    myDataRoutes,
    validateEmailRoutes,
    activateRoutes,
    settingsRoutes,
    companyInfoRoutes,
    regionsRoutes,
    landerMemberRoutes,
    matchCountRoutes,
    landerProfilesRoutes,
    profileFieldsRoutes,
    interestsRoutes,
    profileImageRoutes,
    geocodeRoutes,
    searchRoutes,
    profileRoutes,
    likesRoutes,
    chatsRoutes,
    chatRoutes,
    messagesRoutes,
    readRoutes,
    blockRoutes,
    reportRoutes,
    resellPartnerRoutes,
    pageHiddenRoutes,
    creditsRoutes,
    paymentRoutes,
    transactionRoutes,
    ordersRoutes,
    discountCodeRoutes,
    paymentWebhookRoutes,
    devCreditsRoutes,
    experimentRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(liveRoutes, { sessionCheckMs: options.liveSessionCheckMs });
  // The demo feed serves its own partner pages; a real partner's feed would link to theirs.
  const camFeed = new DemoCamFeed();
  await app.register(demoPartnerPages, { feed: camFeed });
  await app.register(xcamsSearchRoutes, { camFeed });
  await app.register(xcamsRedirectRoutes, { camFeed });
  await app.register(activationLinkRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(deploymentRoutes);
  await app.register(cdnRoutes);
  await app.register(devMailRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(pwaRoutes);
  await app.register(pageRoutes);
  return app;
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/httpErrors';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Immutable build files, images and catalogs: served the same to everyone, so they need no site, no session and
     * no cookies (a Set-Cookie would also stop shared caches from keeping them). Set where such routes are
     * registered (`staticFileRoutes`), never inferred from a request's path.
     */
    staticFile?: true;
  }
}

/** Marks every route registered in `scope` (and its children) as a static file route. */
export function staticFileRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, staticFile: true };
  });
}

/**
 * Resolves the site from the Host header and the member from the session cookie, once per request. What a request
 * gets is decided by the route it reached (docs/security.md "How access is decided"): static files get neither, the
 * console's calls (a route with an operator `permission`) never see a member's session.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('site', null as never);
  app.decorateRequest('session', null);
  app.decorateRequest('restricted', null);
  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (config.staticFile) return;
    const site = await app.ctx.sites.forHost(request.hostname);
    if (!site) throw new HttpError(503, 'no_site', 'No site is configured yet');
    request.site = site;
    // Operators are not members: a member's session never reaches an operator call (plugins/operatorSession.ts).
    if (config.permission) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await app.ctx.sessions.find(token);
    // A session belongs to the site it was made on: the same cookie on another host is a visitor there.
    if (!session || session.siteId !== site.id) return;
    // A suspended or banned member's session is theirs for the ban page only (docs/product.md "Decisions about your
    // account"): every member call sees a visitor, GET /api/user.php answers 403 account_suspended or account_banned.
    if (session.restriction)
      request.restricted = { memberId: session.memberId, token, restriction: session.restriction };
    else request.session = { memberId: session.memberId, token, viewer: session.viewer };
  });
}

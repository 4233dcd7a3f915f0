import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';
import type { Endpoint } from 'shared-contracts/api';
import { HttpError } from '../lib/httpErrors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint object's `csrf` (shared-contracts/src/api/endpoint.ts), copied onto its route by routes/route.ts. */
    csrf?: Endpoint['csrf'];
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the browser says the request comes from our own pages (or from the address bar), not from another site.
 * GET calls that write something on the side (saving a search, marking a like as seen, counting a partner click)
 * only write when it does: a cross-site link or image must not change a member's data. Browsers that send no
 * Sec-Fetch-Site header are treated as first party, as SameSite cookies already keep cross-site requests anonymous
 * there.
 */
export function isFirstParty(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const crossSiteRefused = () => new HttpError(403, 'csrf', 'Cross-site request refused');

/**
 * For a GET that creates something the member did not ask for elsewhere (a personal discount code whose clock then
 * runs): refused unless the browser says the request comes from our own pages.
 */
export function requireFirstParty(request: FastifyRequest): void {
  if (!isFirstParty(request)) throw crossSiteRefused();
}

/** Whether the route reached takes the double-submit token: every write, and the GETs that write all the same. */
function needsCheck(request: FastifyRequest): boolean {
  // No route: nothing runs, and the 404 says so.
  if (request.is404) return false;
  return !SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === 'checkedGet';
}

/**
 * CSRF defence for every state-changing call: the page's script copies the csrf_token cookie into the x-csrf-token
 * header, which another site cannot do (double submit), and a request a browser marks as cross-site is refused
 * outright. Session cookies are SameSite=Lax on top. Which calls are checked is the route's to say (its method and
 * its endpoint's `csrf`), whatever the spelling of the path that reached it.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.staticFile) return;
    let cookieToken = request.cookies[CSRF_COOKIE];
    if (!cookieToken) {
      cookieToken = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, cookieToken, {
        path: '/',
        sameSite: 'lax',
        secure: app.ctx.config.cookieSecure,
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
      request.cookies[CSRF_COOKIE] = cookieToken;
    }
    if (!needsCheck(request)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw crossSiteRefused();
    if (request.routeOptions.config.csrf === 'noToken') return;
    const headerToken = request.headers[CSRF_HEADER];
    if (typeof headerToken !== 'string' || !sameToken(headerToken, cookieToken)) {
      throw new HttpError(403, 'csrf', 'Missing or invalid CSRF token; reload the page and try again');
    }
  });
}

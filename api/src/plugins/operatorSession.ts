import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_FORBIDDEN, OPERATOR_SIGN_IN_REQUIRED, roleMay, type AdminEndpoint } from 'shared-contracts/api/admin';
import { isBearerToken } from '../lib/bearerToken';
import { HttpError } from '../lib/httpErrors';
import type { OperatorAct } from '../repositories/audit';
import { OPERATOR_SESSION_ABSOLUTE_S, type Operator } from '../repositories/operators';

/** The console's session cookie: sent only to the operator calls, never to a member page or call. */
export const OPERATOR_COOKIE = 'osid';
/** Where the console's calls are registered: the only paths its cookie is sent to. */
export const OPERATOR_COOKIE_PATH = '/api/admin';
const isConsoleRoutePattern = (pattern: string) => pattern.startsWith(`${OPERATOR_COOKIE_PATH}/`);

/** An operator's act in the console, for the audit log: who, and from which address and browser. */
export type ConsoleAct = OperatorAct & { actor: { kind: 'operator'; operatorId: number } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator call's permission, from its endpoint object (shared-contracts/api/admin), set by `adminRoute`. */
    permission?: AdminEndpoint['permission'];
  }
  interface FastifyRequest {
    /** The signed-in operator on an operator call; null everywhere else. */
    operator: Operator | null;
    /** The signed-in operator (a 401 without a console session). */
    signedInOperator(): Operator;
    /** The signed-in operator's act, for the audit log (a 401 without a console session). */
    operatorAct(): ConsoleAct;
    /** Starts a console session: a fresh cookie, scoped to the operator calls. */
    startOperatorSession(reply: FastifyReply, token: string): void;
    /** The console session's cookie value, if any. */
    operatorToken(): string | undefined;
    clearOperatorSession(reply: FastifyReply): void;
  }
}

const signInRequired = () => new HttpError(401, OPERATOR_SIGN_IN_REQUIRED, 'Sign in to the console');

/**
 * Operators are not members (docs/operators.md): every call under /api/admin/ names its permission on its route, and
 * this hook checks the permission of the route a request reached before the handler runs — a console session with a
 * role that may (`console` calls: any role), no session for signing in, the command line's bearer token for `cli`
 * calls. Nothing here reads the request's path: `/api/%61dmin/…` reaches the same route with the same permission
 * (docs/security.md "How access is decided"). A member's session is never read on these routes
 * (plugins/requestContext.ts), and the console's cookie is never sent anywhere else. The route table is checked as it
 * is built: a route under /api/admin/ without a permission, or a permission on a route elsewhere (where the console's
 * cookie never arrives, and the member's session would be skipped), stops the start.
 */
export function registerOperatorSession(app: FastifyInstance): void {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    const underConsole = isConsoleRoutePattern(route.url);
    if (underConsole && !route.config?.permission)
      throw new Error(`${route.method} ${route.url}: an operator call declares its permission (adminRoute)`);
    if (!underConsole && route.config?.permission)
      throw new Error(`${route.method} ${route.url}: an operator call is registered under ${OPERATOR_COOKIE_PATH}/`);
  });
  app.addHook('onRequest', async (request) => {
    const { permission } = request.routeOptions.config;
    // A member's route, or no route at all (the 404 handler answers).
    if (!permission || permission === 'signIn') return;
    if (permission === 'cli') {
      if (!isBearerToken(request.headers.authorization, app.ctx.operatorToken))
        throw new HttpError(401, 'operator_only', 'This call takes the operator token (docs/operators.md)');
      return;
    }
    const token = request.cookies[OPERATOR_COOKIE];
    const operator = token ? await app.ctx.operators.findSession(token) : null;
    if (!operator) throw signInRequired();
    if (!roleMay(operator.role, permission)) throw new HttpError(403, OPERATOR_FORBIDDEN, 'Your role may not do this');
    request.operator = operator;
  });

  const cookieOptions = (request: FastifyRequest) => ({
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    // Strict: no link from another site, or from a member page's mail, arrives with the console's session.
    sameSite: 'strict' as const,
    secure: request.server.ctx.config.cookieSecure,
  });

  app.decorateRequest('signedInOperator', function (this: FastifyRequest): Operator {
    if (!this.operator) throw signInRequired();
    return this.operator;
  });
  app.decorateRequest('operatorAct', function (this: FastifyRequest): ConsoleAct {
    if (!this.operator) throw signInRequired();
    return {
      actor: { kind: 'operator', operatorId: this.operator.id },
      origin: { ip: this.ip, userAgent: this.headers['user-agent'] ?? '' },
    };
  });
  app.decorateRequest('startOperatorSession', function (this: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(this), maxAge: OPERATOR_SESSION_ABSOLUTE_S });
  });
  app.decorateRequest('operatorToken', function (this: FastifyRequest) {
    return this.cookies[OPERATOR_COOKIE];
  });
  app.decorateRequest('clearOperatorSession', function (this: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(OPERATOR_COOKIE, cookieOptions(this));
  });
}

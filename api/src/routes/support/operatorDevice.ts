import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_COOKIE_PATH } from '../../plugins/operatorSession';
import { DEVICE_TTL_S } from '../../repositories/loginThrottle';

/**
 * The console's known-device cookie (repositories/loginThrottle.ts KnownDevices): a browser an operator signed in
 * from keeps signing in while strangers' guesses make the account wait. Its own name and path, apart from the
 * members' `did` (path /api/): a member's browser counts for nothing in the console, and this cookie is never sent to
 * a member page or call. HttpOnly and SameSite=Strict, as the console's session cookie.
 */
const OPERATOR_DEVICE_COOKIE = 'odid';

export const operatorDevice = (request: FastifyRequest): string | undefined => request.cookies[OPERATOR_DEVICE_COOKIE];

export function rememberOperatorDevice(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OPERATOR_DEVICE_COOKIE, token, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.ctx.config.cookieSecure,
    maxAge: DEVICE_TTL_S,
  });
}

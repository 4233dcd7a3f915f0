import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { isVisitorId, newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from '../../experiments/assignment';

/** The visitor's experiment id from their cookie; null for bots and for browsers without one. */
export function visitorIdOf(request: FastifyRequest): string | null {
  const id = request.cookies[VISITOR_COOKIE];
  return isVisitorId(id) && !isbot(request.headers['user-agent'] ?? '') ? id : null;
}

/**
 * The visitor's id, given on the first page they open (docs/experiments.md): first-party, random, HttpOnly. Bots get
 * none, so they see the control and are never counted.
 */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | null {
  if (isbot(request.headers['user-agent'] ?? '')) return null;
  const existing = visitorIdOf(request);
  if (existing) return existing;
  const id = newVisitorId();
  setVisitorCookie(reply, id, secure);
  request.cookies[VISITOR_COOKIE] = id;
  return id;
}

/** Also on login: a member keeps the variant of the visitor who signed up, on any device. */
export function setVisitorCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
}

import { tokenHash } from '../lib/tokenHash';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from 'shared-contracts/api';
import { DEVICE_COOKIE, DEVICE_TTL_S } from '../repositories/loginThrottle';
import type { Viewer } from '../repositories/profiles';
import { SESSION_TTL_MS } from '../repositories/sessions';
import { notLoggedIn } from '../lib/httpErrors';
import { SESSION_COOKIE } from './requestContext';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member's id, or a 403 for a visitor. */
    memberId(): number;
    /**
     * The member whose session this is, restricted (suspended or banned) or not; null for a visitor. Only the calls
     * of the ban page and the statements ask it: for everything else a restricted member is a visitor.
     */
    accountMemberId(): number | null;
    /** The logged-in member as a viewer of profiles (own profile id, gender, country); null for a visitor. */
    viewer(): Promise<Viewer | null>;
    /** The country an edge proxy or CDN geolocated the client in, when it says so; '' otherwise. */
    geoipCountry(): string;
    /** The member as the client sees it (`{user}` answers); `missing` is thrown for a member that is gone. */
    currentUser(memberId: number, missing?: () => Error): Promise<User>;
    /** Logs the member in: a fresh session cookie (never the one from before) and the known-device cookie. */
    startSession(reply: FastifyReply, memberId: number): Promise<void>;
    /** Logs out: the session ends, its cookie is cleared and the tab's live socket closes. */
    endSession(reply: FastifyReply): Promise<void>;
    /**
     * Clears the session cookie only, for a call that ended the session itself and whose page acts on the answer
     * (account deletion): closing the tab's socket too would tell the page before the answer could.
     */
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** The country an edge proxy or CDN geolocated the client in, when it says so; '' otherwise. */
export function geoipCountry(request: FastifyRequest): string {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-geoip-country'];
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? value : '';
}

function cookieSecurity(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: request.server.ctx.config.cookieSecure };
}

/**
 * What several calls ask of a request, decorated on it once instead of copied between route files. Registered on
 * the root instance, so every route (API and pages) has them.
 */
export function registerRequestHelpers(app: FastifyInstance): void {
  app.decorateRequest('memberId', function (this: FastifyRequest) {
    if (!this.session) throw notLoggedIn();
    return this.session.memberId;
  });

  app.decorateRequest('accountMemberId', function (this: FastifyRequest) {
    return this.session?.memberId ?? this.restricted?.memberId ?? null;
  });

  app.decorateRequest('viewer', async function (this: FastifyRequest) {
    if (!this.session) return null;
    // Read with the session; asked again only for a member who had no profile then (it may have been made since).
    return this.session.viewer ?? this.server.ctx.profiles.viewer(this.session.memberId);
  });

  app.decorateRequest('geoipCountry', function (this: FastifyRequest) {
    return geoipCountry(this);
  });

  app.decorateRequest(
    'currentUser',
    async function (this: FastifyRequest, memberId: number, missing: () => Error = notLoggedIn) {
      const user = await this.server.ctx.members.user(memberId, this.site.settings.fictional_icon);
      if (!user) throw missing();
      return user;
    },
  );

  app.decorateRequest('startSession', async function (this: FastifyRequest, reply: FastifyReply, memberId: number) {
    const { ctx } = this.server;
    // A new session id on every login: a session id planted before login is worth nothing after it.
    const before = this.session ?? this.restricted;
    if (before) await ctx.sessions.destroy(before.token);
    const token = await ctx.sessions.create(memberId, this.site.id, {
      userAgent: this.headers['user-agent'] ?? '',
      ip: this.ip,
    });
    reply.setCookie(SESSION_COOKIE, token, { path: '/', ...cookieSecurity(this), maxAge: SESSION_TTL_MS / 1000 });
    // The known-device cookie (repositories/loginThrottle.ts): sent only to the API, never readable by scripts.
    const device = await ctx.devices.remember(memberId, this.cookies[DEVICE_COOKIE]);
    reply.setCookie(DEVICE_COOKIE, device, { path: '/api/', ...cookieSecurity(this), maxAge: DEVICE_TTL_S });
  });

  app.decorateRequest('endSession', async function (this: FastifyRequest, reply: FastifyReply) {
    // A restricted member logs out of the ban page the same way.
    const session = this.session ?? this.restricted;
    if (session) {
      await this.server.ctx.sessions.destroy(session.token);
      // The tab's live socket closes with the session, in whichever process holds it.
      await this.server.ctx.live.publish({ to: [session.memberId], sessionEnded: tokenHash(session.token) });
    }
    this.clearSessionCookie(reply);
  });

  app.decorateRequest('clearSessionCookie', function (this: FastifyRequest, reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', ...cookieSecurity(this) });
  });
}

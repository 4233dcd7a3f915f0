import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, doneSchema } from 'shared-contracts/api';
import { ACCOUNT_THROTTLED, INVALID_CREDENTIALS, loginRequestSchema, loginResponseSchema } from 'shared-contracts/api';
import { userResponseSchema } from 'shared-contracts/api';
import { DEVICE_COOKIE } from '../../auth/loginThrottle';
import { verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookie, requireMember, setDeviceCookie, setSessionCookie } from '../../plugins/requestContext';
import { SESSION_TTL_MS } from '../../repositories/sessions';
import { perAddress } from '../../plugins/rateLimits';

const LOGIN_ALLOWED_STATUSES = new Set(['active', 'not_confirmed']);

/** The session calls of docs/product.md §7: who is logged in, log in, log out. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user.php', {
    schema: {
      tags: ['session'],
      summary: 'The logged-in member, or 403 for a visitor',
      response: { 200: userResponseSchema, 403: apiErrorSchema },
    },
    handler: async (request) => {
      const memberId = requireMember(request);
      const user = await app.ctx.members.user(memberId, request.site.settings.fictional_icon);
      if (!user) throw new HttpError(403, 'not_logged_in', 'Log in to continue');
      return { user };
    },
  });

  api.post('/api/login.php', {
    // Each guess costs an argon2id verification; an attacker gets few of them per minute.
    config: perAddress(app, 10, '1 minute'),
    schema: {
      tags: ['session'],
      summary: 'Log in with e-mail and password; starts a new session',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const { ctx } = app;
      const siteId = request.site.id;
      const member = await ctx.members.credentialsByEmail(siteId, email);
      const knownDevice = member !== null && (await ctx.devices.isKnown(request.cookies[DEVICE_COOKIE], member.id));
      if (!knownDevice) {
        const slot = await ctx.loginThrottle.reserve(siteId, email);
        if (!slot.allowed) {
          reply.header('retry-after', String(slot.retryAfterSeconds));
          throw new HttpError(429, ACCOUNT_THROTTLED, `Too many failed logins for this account; try again in ${slot.retryAfterSeconds} seconds`);
        }
      }
      const valid = await verifyPassword(member?.password_hash ?? null, password);
      if (!member || !valid || !LOGIN_ALLOWED_STATUSES.has(member.status)) {
        throw new HttpError(401, INVALID_CREDENTIALS, 'The e-mail address or password is not correct');
      }
      await ctx.loginThrottle.succeeded(siteId, email);
      // A new session id on every login: a session id planted before login is worth nothing after it.
      if (request.session) await ctx.sessions.destroy(request.session.token);
      const token = await ctx.sessions.create(member.id, siteId, {
        userAgent: request.headers['user-agent'] ?? '',
        ip: request.ip,
      });
      setSessionCookie(app, reply, token, SESSION_TTL_MS / 1000);
      setDeviceCookie(app, reply, await ctx.devices.remember(member.id, request.cookies[DEVICE_COOKIE]));
      await app.ctx.members.touchLastActive(member.id);
      const user = await app.ctx.members.user(member.id, request.site.settings.fictional_icon);
      if (!user) throw new HttpError(401, INVALID_CREDENTIALS, 'The e-mail address or password is not correct');
      return { user };
    },
  });

  api.get('/api/logout.php', {
    schema: {
      tags: ['session'],
      summary: 'End the session; answers the word done',
      response: { 200: doneSchema },
    },
    handler: async (request, reply) => {
      if (request.session) await app.ctx.sessions.destroy(request.session.token);
      clearSessionCookie(app, reply);
      return reply.type('text/plain; charset=utf-8').send('done');
    },
  });
}

import { setVisitorCookie } from '../support/visitor';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_THROTTLED, INVALID_CREDENTIALS, loginEndpoint } from 'shared-contracts/api';
import { verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { DEVICE_COOKIE } from '../../repositories/loginThrottle';
import { route } from '../route';
import { restrictedAccount } from '../support/restrictedAccount';

const LOGIN_ALLOWED_STATUSES = new Set(['active', 'not_confirmed']);
const invalidCredentials = () =>
  new HttpError(401, INVALID_CREDENTIALS, 'The e-mail address or password is not correct');

/** POST /api/login.php: the per-address limit, then the per-account delay with its known-device exemption. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    loginEndpoint,
    {
      tags: ['session'],
      summary: 'Log in with e-mail and password; starts a new session',
      errors: [401, 403, 429],
      // Each guess costs an argon2id verification; an attacker gets few of them per minute.
      config: perAddress(app, 10, '1 minute'),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const siteId = request.site.id;
      const member = await ctx.members.credentialsByEmail(siteId, email);
      const knownDevice = member !== null && (await ctx.devices.isKnown(request.cookies[DEVICE_COOKIE], member.id));
      if (!knownDevice) {
        const slot = await ctx.loginThrottle.reserve(siteId, email);
        if (!slot.allowed) {
          reply.header('retry-after', String(slot.retryAfterSeconds));
          throw new HttpError(
            429,
            ACCOUNT_THROTTLED,
            `Too many failed logins for this account; try again in ${slot.retryAfterSeconds} seconds`,
          );
        }
      }
      const valid = await verifyPassword(member?.password_hash ?? null, password);
      if (!member || !valid || !LOGIN_ALLOWED_STATUSES.has(member.status)) throw invalidCredentials();
      await ctx.loginThrottle.succeeded(siteId, email);
      await request.startSession(reply, member.id);
      // The session is made all the same, restricted: the ban page it leads to knows whose restriction to show.
      if (member.restriction) throw restrictedAccount(member.restriction);
      // The member sees the variants of the visitor who signed up, on this device too.
      if (member.visitor_id) setVisitorCookie(reply, member.visitor_id, ctx.config.cookieSecure);
      await ctx.members.touchLastActive(member.id);
      return { user: await request.currentUser(member.id, invalidCredentials) };
    },
  );
}

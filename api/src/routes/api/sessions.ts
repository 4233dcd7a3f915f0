import type { FastifyInstance } from 'fastify';
import { endSessionsEndpoint, NO_SESSION, sessionsEndpoint } from 'shared-contracts/api/account';
import { deviceOf, maskedAddress } from '../../account/sessionDevices';
import { endOtherSessions } from '../../account/endOtherSessions';
import { HttpError } from '../../lib/httpErrors';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/**
 * /api/sessions.php (docs/product.md "Privacy rights"): GET lists the member's active sessions; DELETE {others: true}
 * logs out every other device, DELETE {id} one session of the member's own.
 */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    sessionsEndpoint,
    { tags: ['session'], summary: "The member's active sessions", errors: [403] },
    async (request) => {
      const sessions = await ctx.sessions.list(request.memberId(), request.cookies[SESSION_COOKIE]);
      return {
        sessions: sessions.map((session) => ({
          id: session.public_id,
          created_at: session.created_at.toISOString(),
          last_used_at: session.last_seen_at.toISOString(),
          ...deviceOf(session.user_agent),
          address: maskedAddress(session.ip),
          current: session.current,
        })),
      };
    },
  );

  route(
    app,
    endSessionsEndpoint,
    {
      tags: ['session'],
      summary: 'Log out every other device ({others: true}) or one session of your own ({id})',
      errors: [400, 403, 404, 429],
      config: perAddress(app, 30, '1 minute'),
    },
    async (request) => {
      const memberId = request.memberId();
      const { body } = request;
      if ('others' in body) {
        const ended = await ctx.inTransaction((tx) =>
          endOtherSessions(ctx, tx, memberId, request.cookies[SESSION_COOKIE]),
        );
        return { ended };
      }
      const ended = await ctx.sessions.endOne(memberId, body.id);
      // Another member's id answers like an unknown one: nobody learns which ids exist.
      if (!ended) throw new HttpError(404, NO_SESSION, 'No such session of yours');
      // Its live socket closes at once, in whichever process holds it.
      await ctx.live.publish({ to: [memberId], sessionEnded: ended });
      return { ended: 1 };
    },
  );
}

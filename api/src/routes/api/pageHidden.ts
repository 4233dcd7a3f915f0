import type { FastifyInstance } from 'fastify';
import { pageHiddenEndpoint } from 'shared-contracts/api';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/** POST (beacon) /api/page-hidden.php: the member left the tab; their last activity is now. */
export async function pageHiddenRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    pageHiddenEndpoint,
    { tags: ['session'], summary: 'Beacon sent when the page becomes hidden', config: perAddress(app, 30, '1 minute') },
    async (request, reply) => {
      if (request.session) await app.ctx.members.touchLastActive(request.session.memberId);
      return reply.code(204).send(null);
    },
  );
}

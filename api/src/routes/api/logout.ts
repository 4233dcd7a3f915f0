import type { FastifyInstance } from 'fastify';
import { logoutEndpoint } from 'shared-contracts/api';
import { route } from '../route';

/** GET /api/logout.php: ends the session; answers the word done (docs/product.md §4 Logout). */
export async function logoutRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    logoutEndpoint,
    { tags: ['session'], summary: 'End the session; answers the word done' },
    async (request, reply) => {
      await request.endSession(reply);
      return reply.type('text/plain; charset=utf-8').send('done');
    },
  );
}

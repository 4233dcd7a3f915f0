import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageHiddenRequestSchema, pageHiddenResponseSchema } from 'shared-contracts/api';
import { perAddress } from '../../plugins/rateLimits';

/** POST (beacon) /api/page-hidden.php: the member left the tab; their last activity is now. */
export async function pageHiddenRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/api/page-hidden.php', {
    config: perAddress(app, 30, '1 minute'),
    schema: {
      tags: ['session'],
      summary: 'Beacon sent when the page becomes hidden',
      body: pageHiddenRequestSchema,
      response: { 204: pageHiddenResponseSchema },
    },
    handler: async (request, reply) => {
      if (request.session) await app.ctx.members.touchLastActive(request.session.memberId);
      return reply.code(204).send(null);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activationLinkQuerySchema } from 'shared-contracts/api/signup';

/** GET /activate/confirm?token=: the link in the activation mail; a page, so it answers with a redirect to a result page. */
export async function activationLinkRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/activate/confirm', {
    schema: { hide: true, querystring: activationLinkQuerySchema },
    handler: async (request, reply) => {
      const activated = request.query.token ? await app.ctx.activation.confirm(request.query.token) : false;
      return reply.redirect(activated ? '/activate/done' : '/activate/error', 303);
    },
  });
}

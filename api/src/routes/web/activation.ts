import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routePath } from 'shared-contracts';
import { activationLinkQuerySchema } from 'shared-contracts/api/signup';
import type { ActivationOutcome } from '../../repositories/activation';

/** The result page of each outcome; a link clicked again by an active member leads in, not to an error. */
const resultPage: Record<ActivationOutcome, string> = {
  activated: routePath('activate-done'),
  already_active: routePath('activate-active'),
  invalid: routePath('activate-error'),
};

/** GET /activate/confirm?token=: the link in the activation mail; a page, so it answers with a redirect to a result page. */
export async function activationLinkRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/activate/confirm', {
    schema: { hide: true, querystring: activationLinkQuerySchema },
    handler: async (request, reply) => {
      const outcome = request.query.token ? await app.ctx.activation.confirm(request.query.token) : 'invalid';
      return reply.redirect(resultPage[outcome], 303);
    },
  });
}

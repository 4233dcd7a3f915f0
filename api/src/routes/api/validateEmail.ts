import type { FastifyInstance } from 'fastify';
import { validateEmailEndpoint } from 'shared-contracts/api/signup';
import { perAddress } from '../../plugins/rateLimits';
import { correctedEmail, emailStatus } from '../../signup/emailCheck';
import { route } from '../route';

/** GET /api/validate_email.php (docs/product.md §4 Email status): whether an address can sign up, with a token if it can. */
export async function validateEmailRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    validateEmailEndpoint,
    {
      tags: ['signup'],
      summary: 'Whether an e-mail address can sign up: new, active, not_confirmed, deleted or invalid',
      errors: [400, 429],
      // Each check tells whether an address has an account: few per client, so addresses cannot be harvested.
      config: perAddress(app, 30, '1 minute'),
    },
    async (request) => {
      const email = correctedEmail(request.query.email);
      const status = await emailStatus(ctx.members, request.site.id, email);
      const token = status === 'new' ? ctx.emailTokens.issue(request.site.id, email) : '';
      return { token, status, email, request_email: request.query.email };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { complaintEndpoint } from 'shared-contracts/api/account';
import { submitComplaint } from '../../account/complaints';
import { requestLocale } from '../support/requestLocale';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/** POST /api/complaints.php (docs/product.md §2 /complaints): stored and mailed to the site's support address. */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    complaintEndpoint,
    {
      tags: ['support'],
      summary: 'Send a complaint to the support team (public)',
      errors: [400, 429],
      // Each complaint is a mail to the support team: few per client.
      config: perAddress(app, 5, '1 hour'),
    },
    async (request) => {
      const viewer = await request.viewer();
      const reference = await submitComplaint(ctx, request.site, request.body, {
        memberId: viewer?.memberId ?? null,
        locale: requestLocale(request),
      });
      return { reference };
    },
  );
}

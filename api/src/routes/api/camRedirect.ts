import type { FastifyInstance } from 'fastify';
import { camRedirectEndpoint } from 'shared-contracts/api/search';
import { clickLimit, recordClick } from '../support/resellClicks';
import { route } from '../route';

/** GET /api/xcams/redirect.php?account= (a new window from a cam card): counts the click and goes to the cam. */
export async function camRedirectRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    camRedirectEndpoint,
    { tags: ['resell'], summary: 'Records a cam click and goes to the cam', config: clickLimit(app) },
    async (request, reply) => {
      await recordClick(app, request, 'cam', request.query.account);
      return reply.redirect(app.ctx.cams.redirectUrl(request.query.account), 302);
    },
  );
}

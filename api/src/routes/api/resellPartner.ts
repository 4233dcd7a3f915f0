import type { FastifyInstance } from 'fastify';
import { resellPartnerEndpoint } from 'shared-contracts/api/search';
import { DEMO_ADVERT_URL } from '../../cams/camFeed';
import { clickLimit, recordClick } from '../support/resellClicks';
import { route } from '../route';

/** GET /api/resellpartner.php?flow=profile-search&redirect=1 (a new window from the AD card): counts the click, goes to the partner. */
export async function resellPartnerRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    resellPartnerEndpoint,
    { tags: ['resell'], summary: 'Records an advert click and goes to the partner', config: clickLimit(app) },
    async (request, reply) => {
      await recordClick(app, request, 'advert', request.query.flow);
      return reply.redirect(`${DEMO_ADVERT_URL}?flow=${request.query.flow}`, 302);
    },
  );
}

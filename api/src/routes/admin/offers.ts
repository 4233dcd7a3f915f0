import type { FastifyInstance } from 'fastify';
import { offersEndpoint, offersUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/offers.php: a site's welcome code, time bonus and deletion offer. */
export async function offersRoutes(app: FastifyInstance): Promise<void> {
  const { priceAdmin } = app.ctx;
  adminRoute(app, offersEndpoint, { tags: ['prices'], summary: "A site's offers", errors: [404] }, async (request) => ({
    offers: await priceAdmin.offers(request.query.site),
  }));
  adminRoute(
    app,
    offersUpdateEndpoint,
    { tags: ['prices'], summary: "Changes a site's offers", errors: [404] },
    async (request) => {
      const { site_id: siteId, ...offers } = request.body;
      return { offers: await priceAdmin.updateOffers(request.operatorAct(), siteId, offers) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { pricesEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/prices.php: a site's packages and plans in every payment country (docs/payments.md "Prices"). */
export async function pricesRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    pricesEndpoint,
    { tags: ['prices'], summary: "A site's credit packages and premium plans", errors: [404] },
    async (request) => app.ctx.priceAdmin.prices(request.query.site),
  );
}

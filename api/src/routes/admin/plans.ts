import type { FastifyInstance } from 'fastify';
import { planCreateEndpoint, planRemoveEndpoint, planUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/plans.php: premium plans; an order keeps the price it was charged. */
export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const { priceAdmin } = app.ctx;
  adminRoute(
    app,
    planCreateEndpoint,
    { tags: ['prices'], summary: 'A new premium plan', errors: [404, 409] },
    async (request) => ({ plan: await priceAdmin.createItem(request.operatorAct(), 'premium', request.body) }),
  );
  adminRoute(
    app,
    planUpdateEndpoint,
    { tags: ['prices'], summary: "A plan's days, price, place or retirement", errors: [404, 409] },
    async (request) => ({ plan: await priceAdmin.updateItem(request.operatorAct(), 'premium', request.body) }),
  );
  adminRoute(
    app,
    planRemoveEndpoint,
    { tags: ['prices'], summary: 'Deletes a plan no order names, retires one that an order does', errors: [404] },
    async (request) => ({ outcome: await priceAdmin.removeItem(request.operatorAct(), 'premium', request.body.id) }),
  );
}

import type { FastifyInstance } from 'fastify';
import { ordersEndpoint } from 'shared-contracts/api/payments';
import { route } from '../route';
import { requireViewer } from '../support/chatAccess';
import { orderDetails } from '../support/orderDetails';

/** GET /api/orders.php: the member's orders with their states, newest first. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  route(app, ordersEndpoint, { tags: ['payments'], summary: "The member's orders", errors: [403] }, async (request) => {
    const viewer = await requireViewer(request);
    const orders = await app.ctx.orders.list(viewer.memberId);
    return {
      orders: orders.map((order) => ({
        id: order.public_id,
        status: order.status === 'new' ? ('open' as const) : order.status,
        amount: order.amount,
        currency: order.currency,
        ...orderDetails(order),
      })),
    };
  });
}

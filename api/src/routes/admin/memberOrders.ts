import type { FastifyInstance } from 'fastify';
import { MEMBER_ROWS_PAGE_SIZE, memberOrdersEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { memberOrderView } from '../support/memberViews';

/** /api/admin/member_orders.php: a member's orders with their refunds, newest first, by keyset. */
export async function memberOrdersRoutes(app: FastifyInstance): Promise<void> {
  const { memberDetails, payments } = app.ctx;
  adminRoute(app, memberOrdersEndpoint, { tags: ['members'], summary: "A member's orders" }, async (request) => {
    const { member, before } = request.query;
    const rows = await memberDetails.ordersPage(member, before, MEMBER_ROWS_PAGE_SIZE + 1);
    const page = rows.slice(0, MEMBER_ROWS_PAGE_SIZE);
    return {
      orders: page.map((row) => memberOrderView(row, (provider) => payments.isTestProvider(provider))),
      next: rows.length > MEMBER_ROWS_PAGE_SIZE ? (page.at(-1)?.row ?? null) : null,
    };
  });
}

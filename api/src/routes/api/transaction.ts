import type { FastifyInstance } from 'fastify';
import { transactionEndpoint } from 'shared-contracts/api/payments';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';
import { orderDetails } from '../support/orderDetails';

/**
 * GET /api/transaction.php?id=: a payment's state and amount for anyone holding its unguessable id (the provider
 * returns the payer there, logged in or not); what was bought and the balance only for its owner. An unsettled
 * payment is asked about at the provider, so a missed webhook does not leave the page waiting.
 */
export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    transactionEndpoint,
    {
      tags: ['payments'],
      summary: "A payment's state",
      errors: [400, 404, 429],
      // The page polls every 2 s; guessing ids is hopeless at any rate, but costs the database nothing here.
      config: perAddress(app, 120, '1 minute'),
    },
    async (request) => {
      const found = await ctx.orders.byPublicId(request.query.id);
      if (!found || found.status === 'new') throw new HttpError(404, 'unknown_transaction', 'No such transaction');
      const order = await ctx.payments.refreshIfDue(found);
      const owner = request.session !== null && request.session.memberId === order.member_id;
      const member = owner && order.member_id !== null ? await ctx.orders.memberState(order.member_id) : null;
      return {
        id: order.public_id,
        status: order.status === 'new' ? 'open' : order.status,
        amount: order.amount,
        currency: order.currency,
        test_mode: ctx.payments.isTestProvider(order.provider),
        order: owner ? orderDetails(order) : null,
        balance: member?.credits ?? null,
        premium_until: member?.premium_until?.toISOString() ?? null,
      };
    },
  );
}

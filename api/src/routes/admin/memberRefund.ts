import type { FastifyInstance } from 'fastify';
import { memberRefundEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { memberOrderView } from '../support/memberViews';

/** /api/admin/member_refund.php: refunds an order through its provider (docs/payments.md "Refunds by an operator"). */
export async function memberRefundRoutes(app: FastifyInstance): Promise<void> {
  const { refunds, memberDetails, payments } = app.ctx;
  adminRoute(
    app,
    memberRefundEndpoint,
    { tags: ['members'], summary: 'Refunds an order in full or in part', errors: [404, 409, 502] },
    async (request) => {
      const { member, order, amount, reason, request_id: requestId } = request.body;
      const refunded = await refunds.refund(request.operatorAct(), {
        memberId: member,
        orderId: order,
        amount,
        reason,
        requestId,
      });
      const row = await memberDetails.order(member, refunded.id);
      const account = await memberDetails.account(member);
      if (!row || !account) throw new Error(`order ${refunded.public_id} vanished after its refund`);
      return {
        order: memberOrderView(row, (provider) => payments.isTestProvider(provider)),
        balance: account.credits,
      };
    },
  );
}

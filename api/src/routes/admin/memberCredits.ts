import type { FastifyInstance } from 'fastify';
import { creditChange, memberCreditAdjustmentEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/member_credits.php: an operator's credit adjustment with a reason. */
export async function memberCreditsRoutes(app: FastifyInstance): Promise<void> {
  const { memberAdmin } = app.ctx;
  adminRoute(
    app,
    memberCreditAdjustmentEndpoint,
    { tags: ['members'], summary: 'Adds or takes credits (the kind says which), with a reason', errors: [404, 409] },
    async (request) => {
      const { member, reason, request_id: requestId } = request.body;
      const { balance, entryId } = await memberAdmin.adjustCredits(request.operatorAct(), {
        memberId: member,
        amount: creditChange(request.body),
        reason,
        requestId,
      });
      return { balance, entry_id: entryId };
    },
  );
}

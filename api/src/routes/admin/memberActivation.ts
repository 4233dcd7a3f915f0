import type { FastifyInstance } from 'fastify';
import { memberActivationEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/member_activation.php: the activation mail again, for a member whose address is not confirmed. */
export async function memberActivationRoutes(app: FastifyInstance): Promise<void> {
  const { memberAdmin } = app.ctx;
  adminRoute(
    app,
    memberActivationEndpoint,
    { tags: ['members'], summary: 'Sends the activation mail again', errors: [404, 409] },
    async (request) => {
      const { sentTo } = await memberAdmin.resendActivation(request.operatorAct(), request.body.member);
      return { sent_to: sentTo };
    },
  );
}

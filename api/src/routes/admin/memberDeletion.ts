import type { FastifyInstance } from 'fastify';
import { memberDeletionEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/member_deletion.php: deletes an account on the member's request, as their own deletion does. */
export async function memberDeletionRoutes(app: FastifyInstance): Promise<void> {
  const { memberAdmin } = app.ctx;
  adminRoute(
    app,
    memberDeletionEndpoint,
    { tags: ['members'], summary: "Deletes an account on the member's request", errors: [404, 409] },
    async (request) => {
      await memberAdmin.deleteOnRequest(request.operatorAct(), request.body.member, request.body.note ?? '');
      return { status: 'deleted' as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { memberExportEndpoint } from 'shared-contracts/api/admin';
import { myDataDisposition } from '../../account/myDataFileName';
import { adminRoute } from '../route';

/** /api/admin/member_export.php: a member's data, as their own download has it (GDPR access on request). */
export async function memberExportRoutes(app: FastifyInstance): Promise<void> {
  const { memberAdmin } = app.ctx;
  adminRoute(
    app,
    memberExportEndpoint,
    { tags: ['members'], summary: 'Everything stored about a member (JSON attachment)', errors: [404] },
    async (request, reply) => {
      const data = await memberAdmin.exportData(request.operatorAct(), request.body.member);
      void reply
        .header('content-disposition', myDataDisposition(data.site.name, data.exported_at.slice(0, 10)))
        .header('cache-control', 'no-store');
      return data;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { codeCreateEndpoint, codeListEndpoint, codeUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/codes.php: campaign codes (docs/payments.md "Offers and discount codes"). */
export async function codesRoutes(app: FastifyInstance): Promise<void> {
  const { priceAdmin } = app.ctx;
  adminRoute(
    app,
    codeListEndpoint,
    { tags: ['prices'], summary: "A site's campaign codes", errors: [404] },
    async (request) => ({ codes: await priceAdmin.codes(request.query.site) }),
  );
  adminRoute(
    app,
    codeCreateEndpoint,
    { tags: ['prices'], summary: 'A new campaign code', errors: [404, 409] },
    async (request) => ({ code: await priceAdmin.createCode(request.operatorAct(), request.body) }),
  );
  adminRoute(
    app,
    codeUpdateEndpoint,
    { tags: ['prices'], summary: "A code's terms, or withdrawing it", errors: [404] },
    async (request) => ({ code: await priceAdmin.updateCode(request.operatorAct(), request.body) }),
  );
}

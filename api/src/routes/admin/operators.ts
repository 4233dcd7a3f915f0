import type { FastifyInstance } from 'fastify';
import { operatorInviteCreateEndpoint, operatorListEndpoint, operatorUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { operatorView } from '../support/operatorViews';

/** /api/admin/operators.php: the owners' list of operators, invitations, roles and disabling. */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const { operatorAccounts, operators } = app.ctx;
  adminRoute(app, operatorListEndpoint, { tags: ['operators'], summary: 'Every operator' }, async () => ({
    operators: (await operators.list()).map(operatorView),
  }));
  adminRoute(
    app,
    operatorInviteCreateEndpoint,
    { tags: ['operators'], summary: 'Invites an operator by mail', errors: [409] },
    async (request) => {
      const act = request.operatorAct();
      // operatorAct() has refused a request without an operator.
      const locale = request.operator?.locale ?? 'en';
      return { operator: operatorView(await operatorAccounts.invite(act, request.site, { ...request.body, locale })) };
    },
  );
  adminRoute(
    app,
    operatorUpdateEndpoint,
    { tags: ['operators'], summary: "Changes an operator's role or status, or invites them again", errors: [404, 409] },
    async (request) => ({
      operator: operatorView(await operatorAccounts.update(request.operatorAct(), request.site, request.body)),
    }),
  );
}

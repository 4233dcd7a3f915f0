import type { FastifyInstance } from 'fastify';
import {
  operatorProfileEndpoint,
  operatorSessionEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
} from 'shared-contracts/api/admin';
import { perAddress } from '../../plugins/rateLimits';
import { adminRoute } from '../route';
import { operatorDevice, rememberOperatorDevice } from '../support/operatorDevice';
import { operatorSession } from '../support/operatorViews';

/** /api/admin/session.php: signing in and out of the console, and the operator signed in (docs/operators.md). */
export async function operatorSessionRoutes(app: FastifyInstance): Promise<void> {
  const { operatorAccounts } = app.ctx;
  adminRoute(
    app,
    operatorSignInEndpoint,
    {
      tags: ['session'],
      summary: 'Signs an operator in with e-mail, password and a TOTP code',
      errors: [401],
      // Each guess costs an argon2id verification.
      config: perAddress(app, 10, '1 minute'),
    },
    async (request, reply) => {
      const { operator, token, device } = await operatorAccounts.signIn(request.body, {
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        site: request.site,
        device: operatorDevice(request),
      });
      // A fresh session id on every sign-in; the one the browser had (if any) ends.
      const previous = request.operatorToken();
      if (previous) await app.ctx.operators.endSession(previous);
      request.startOperatorSession(reply, token);
      rememberOperatorDevice(request, reply, device);
      return operatorSession(operator);
    },
  );
  adminRoute(app, operatorSessionEndpoint, { tags: ['session'], summary: 'The signed-in operator' }, async (request) =>
    operatorSession(request.signedInOperator()),
  );
  adminRoute(
    app,
    operatorProfileEndpoint,
    { tags: ['session'], summary: "The operator's own name and console language" },
    async (request) => operatorSession(await operatorAccounts.updateOwn(request.operatorAct(), request.body)),
  );
  adminRoute(app, operatorSignOutEndpoint, { tags: ['session'], summary: 'Signs out' }, async (request, reply) => {
    await operatorAccounts.signOut(request.operatorAct(), request.operatorToken() ?? '');
    request.clearOperatorSession(reply);
    return { done: true as const };
  });
}

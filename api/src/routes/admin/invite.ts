import type { FastifyInstance } from 'fastify';
import { operatorAcceptInviteEndpoint, operatorInviteEndpoint } from 'shared-contracts/api/admin';
import { perAddress } from '../../plugins/rateLimits';
import { adminRoute } from '../route';
import { operatorDevice, rememberOperatorDevice } from '../support/operatorDevice';
import { operatorSession } from '../support/operatorViews';

/** /api/admin/invite.php: an invitation link opened and accepted (password, authenticator, first sign-in). */
export async function operatorInviteRoutes(app: FastifyInstance): Promise<void> {
  const { operatorAccounts } = app.ctx;
  adminRoute(
    app,
    operatorInviteEndpoint,
    {
      tags: ['session'],
      summary: 'The invitation a link opens, with a new authenticator secret',
      errors: [410],
      config: perAddress(app, 30, '1 minute'),
    },
    async (request) => {
      const details = await operatorAccounts.inviteDetails(request.query.token);
      return {
        email: details.email,
        name: details.name,
        role: details.role,
        totp: { secret: details.secret, uri: details.uri, qr_svg: details.qrSvg },
      };
    },
  );
  adminRoute(
    app,
    operatorAcceptInviteEndpoint,
    {
      tags: ['session'],
      summary: 'Accepts an invitation and signs in',
      errors: [410],
      config: perAddress(app, 10, '1 minute'),
    },
    async (request, reply) => {
      const { operator, token, device } = await operatorAccounts.acceptInvite(
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        operatorDevice(request),
      );
      request.startOperatorSession(reply, token);
      rememberOperatorDevice(request, reply, device);
      return operatorSession(operator);
    },
  );
}

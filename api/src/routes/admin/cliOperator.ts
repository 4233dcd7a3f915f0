import type { FastifyInstance } from 'fastify';
import { operatorCliCreateEndpoint } from 'shared-contracts/api/admin';
import { perAddress } from '../../plugins/rateLimits';
import { adminRoute } from '../route';
import { operatorView } from '../support/operatorViews';

/** /api/admin/cli_operator.php: `npm run operator -- create`, with the operator token of the server's machine. */
export async function cliOperatorRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(
    app,
    operatorCliCreateEndpoint,
    {
      tags: ['operators'],
      summary: 'Creates an active operator from the command line; answers the TOTP secret once',
      errors: [409],
      config: perAddress(app, 10, '1 minute'),
    },
    async (request) => {
      const { operator, secret, uri } = await app.ctx.operatorAccounts.createFromCommandLine(request.body);
      return { operator: operatorView(operator), totp_secret: secret, totp_uri: uri };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  RESET_LINK_INVALID,
  resetPasswordDoEndpoint,
  resetPasswordRequestEndpoint,
} from 'shared-contracts/api/account';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { routeShapes, shape } from '../route';

/**
 * /api/reset_password.php (docs/product.md §2 /reset-password): POST {email} mails a link, with the same answer
 * whether or not the address has an account; POST ?do=1 {token, password} sets the new password.
 */
export async function resetPasswordRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  routeShapes(
    app,
    [
      shape(resetPasswordDoEndpoint, async (request) => {
        const { token, password } = request.body;
        if (!(await ctx.passwordReset.reset(request.site, token, password, request.cookies[SESSION_COOKIE])))
          throw new HttpError(410, RESET_LINK_INVALID, 'This link is unknown, used or expired; ask for a new one');
        return { done: true as const };
      }),
      shape(resetPasswordRequestEndpoint, async (request) => {
        await ctx.passwordReset.request(request.site, request.body.email);
        return { done: true as const };
      }),
    ],
    {
      tags: ['session'],
      summary: 'Ask for a password reset link by e-mail; do=1: set the new password with the link',
      errors: [400, 410, 429],
      // Few per client: each request may send a mail, and the per-address limit lives in the service.
      config: perAddress(app, 10, '1 hour'),
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  MAIL_CHANGE_LINK_INVALID,
  mailChangeDoEndpoint,
  mailChangeRequestEndpoint,
} from 'shared-contracts/api/account';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { routeShapes, shape } from '../route';

/**
 * /api/mail_change.php (docs/product.md §2 /notifications, /mail-change/do): POST {email, password} mails a link to
 * the new address and a notice to the old one; POST ?do=1 {token} moves the account to the new address.
 */
export async function mailChangeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  routeShapes(
    app,
    [
      shape(mailChangeDoEndpoint, async (request) => {
        const email = await ctx.mailChange.apply(request.site, request.body.token);
        if (!email)
          throw new HttpError(
            410,
            MAIL_CHANGE_LINK_INVALID,
            'This link is unknown, used or expired; ask for a new one',
          );
        return { email };
      }),
      shape(mailChangeRequestEndpoint, async (request) => {
        const { email, password } = request.body;
        return { email: await ctx.mailChange.request(request.site, request.memberId(), email, password) };
      }),
    ],
    {
      tags: ['account'],
      summary: 'Ask to change the e-mail address (password required); do=1: apply it with the link',
      errors: [400, 403, 410, 429],
      // Each request sends two mails and checks a password: few per client; per member and address in the service.
      config: perAddress(app, 20, '1 hour'),
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { activationStatusEndpoint, resendActivationEndpoint } from 'shared-contracts/api/signup';
import { mailOrigin } from '../../mail/links';
import { HttpError, invalidFields, notLoggedIn } from '../../lib/httpErrors';
import { assertNewAddress } from '../../signup/signup';
import { correctedEmail } from '../../signup/emailCheck';
import { route } from '../route';

/** /api/activate.php (docs/product.md §4 Activation progress): GET whether the mail went out, POST to send it again. */
export async function activateRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    activationStatusEndpoint,
    { tags: ['signup'], summary: 'Whether the activation mail has been delivered', errors: [403] },
    async (request) => ({
      delivered: await ctx.activation.delivered(request.memberId()),
    }),
  );

  route(
    app,
    resendActivationEndpoint,
    {
      tags: ['signup'],
      summary: 'Send the activation mail again, to a corrected address if given; only while the address is unconfirmed',
      errors: [400, 403, 409, 429],
      // Each call sends a mail: a handful an hour per member is plenty for "it did not arrive".
      config: {
        rateLimit: {
          max: 3,
          timeWindow: '1 hour',
          keyGenerator: (request) => `member:${request.session?.memberId ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const memberId = request.memberId();
      const site = request.site;
      const target = await ctx.members.activationTarget(memberId);
      if (!target) throw notLoggedIn();
      if (target.status !== 'not_confirmed')
        throw new HttpError(409, 'already_confirmed', 'This e-mail address is confirmed already');
      let email = target.email;
      const { email: corrected, token } = request.body;
      if (corrected && correctedEmail(corrected).toLowerCase() !== target.email.toLowerCase()) {
        email = correctedEmail(corrected);
        await assertNewAddress(ctx, site.id, email, token);
        if (!(await ctx.members.changeUnconfirmedEmail(memberId, email)))
          throw invalidFields({ email: 'email_exists' });
      }
      await ctx.activation.send(
        site,
        { memberId, email, name: target.name, language: target.language },
        mailOrigin(site, ctx.config.publicOrigin),
      );
      return { user: await request.currentUser(memberId) };
    },
  );
}

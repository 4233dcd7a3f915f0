import type { FastifyInstance } from 'fastify';
import { changePasswordEndpoint, WRONG_PASSWORD } from 'shared-contracts/api/account';
import { invalidFields } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { SESSION_COOKIE } from '../../plugins/requestContext';
import { route } from '../route';

/**
 * PUT /api/password.php {current, password} (docs/product.md §2 My profile): a logged-in member sets a new password;
 * every other session of the member ends. A wrong current password is a 400 at the field `current`.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    changePasswordEndpoint,
    {
      tags: ['session'],
      summary: 'Change the password with the current one; signs out every other session',
      errors: [400, 403, 429],
      // Like login: each try costs an argon2id verification and is a guess at the current password.
      config: perAddress(app, 10, '1 minute'),
    },
    async (request) => {
      const memberId = request.memberId();
      const { current, password } = request.body;
      const changed = await ctx.passwordChange.change(
        request.site,
        memberId,
        current,
        password,
        request.cookies[SESSION_COOKIE],
      );
      if (!changed) throw invalidFields({ current: WRONG_PASSWORD });
      return { done: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { appealEndpoint } from 'shared-contracts/api/account';
import { notLoggedIn } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/**
 * POST /api/appeal.php: the member appeals a statement of reasons, once, within six months (DSA art. 20), from the ban
 * page or /notifications: by the statement link's token, or with their session (a restricted one too).
 */
export async function appealRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    appealEndpoint,
    {
      tags: ['moderation'],
      summary: 'Appeal a statement of reasons',
      errors: [400, 403, 404, 409, 410, 429],
      config: perAddress(app, 10, '1 hour'),
    },
    async (request) => {
      const { statement, token, text } = request.body;
      const memberId = request.accountMemberId();
      if (token === undefined && memberId === null) throw notLoggedIn();
      return {
        statement: await ctx.appeals.file(
          token === undefined ? { memberId: memberId as number } : { token },
          statement,
          text,
        ),
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { NO_STATEMENT, statementEndpoint, type StatementAccountState } from 'shared-contracts/api/account';
import { HttpError } from '../../lib/httpErrors';
import { tokenHash } from '../../lib/tokenHash';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/**
 * GET /api/statement.php?token=: the statement of reasons a mail's link names (docs/product.md "Decisions about your
 * account"), for whoever holds the link: a banned member has no session. With the member's restriction when this
 * statement made it, and whether the account is restricted now (by this decision or another), open or gone.
 */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    statementEndpoint,
    {
      tags: ['moderation'],
      summary: 'A statement of reasons by its link',
      errors: [400, 404, 429],
      // A token is 256 bits; the limit only keeps a guesser from costing us queries.
      config: perAddress(app, 60, '1 minute'),
    },
    async (request) => {
      const found = await ctx.moderationStatements.find({ tokenHash: tokenHash(request.query.token) });
      if (!found) throw new HttpError(404, NO_STATEMENT, 'This link does not name a statement');
      const restriction = found.memberId === null ? null : await ctx.moderationStatements.restriction(found.memberId);
      const account: StatementAccountState = found.memberId === null ? 'gone' : restriction ? 'restricted' : 'open';
      return {
        statement: found.statement,
        restriction: restriction?.statement?.id === found.statement.id ? restriction : null,
        account,
      };
    },
  );
}

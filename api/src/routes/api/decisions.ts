import type { FastifyInstance } from 'fastify';
import { decisionsEndpoint } from 'shared-contracts/api/account';
import { notLoggedIn } from '../../lib/httpErrors';
import { route } from '../route';

/**
 * GET /api/decisions.php: "Decisions about your account" on /notifications and the ban page (docs/product.md): the
 * member's statements of reasons with their appeals, the outcome of their reports, and a restriction if there is
 * one. A suspended or banned member's restricted session may read it.
 */
export async function decisionsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    decisionsEndpoint,
    { tags: ['moderation'], summary: "The member's statements of reasons, reports and restriction", errors: [403] },
    async (request) => {
      const memberId = request.accountMemberId();
      if (memberId === null) throw notLoggedIn();
      const [restriction, statements, reports] = await Promise.all([
        request.restricted ? ctx.moderationStatements.restriction(memberId) : null,
        ctx.moderationStatements.forMember(memberId),
        ctx.reports.filedBy(memberId),
      ]);
      return { restriction, statements, reports };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { moderatedMemberEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';
import { moderatedMember } from '../support/moderationViews';

/**
 * GET /api/admin/moderated_member.php: a member with every photo and text and every decision on them, for the
 * moderation panel of the members page (docs/operators.md "Decisions"), which decides without a case.
 */
export async function moderatedMemberRoutes(app: FastifyInstance): Promise<void> {
  const { decisions } = app.ctx;
  adminRoute(
    app,
    moderatedMemberEndpoint,
    { tags: ['moderation'], summary: 'A member as moderators act on them', errors: [404] },
    async (request) => {
      const member = await moderatedMember(app, request.query.profile);
      return { member, decisions: await decisions.history(member.profile.id, member.account?.id ?? null) };
    },
  );
}

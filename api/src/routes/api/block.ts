import type { FastifyInstance } from 'fastify';
import { blockEndpoint, unblockEndpoint } from 'shared-contracts/api/search';
import { HttpError, noSuchMember } from '../../lib/httpErrors';
import { route } from '../route';

/** /api/block.php (docs/product.md §6): POST blocks a member (both disappear for each other), DELETE unblocks. */
export async function blockRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    blockEndpoint,
    {
      tags: ['likes'],
      summary: 'Block a member: they disappear from search, likes and their profile page',
      errors: [400, 403, 404],
    },
    async (request) => {
      const memberId = request.memberId();
      const target = await ctx.profiles.active(request.site.id, request.body.profile);
      if (!target) throw noSuchMember();
      if (target.member_id === memberId) throw new HttpError(400, 'own_profile', 'You cannot block yourself');
      await ctx.blocks.block(memberId, request.body.profile);
      return { done: true as const };
    },
  );

  route(app, unblockEndpoint, { tags: ['likes'], summary: 'Unblock a member', errors: [400, 403] }, async (request) => {
    await ctx.blocks.unblock(request.memberId(), request.body.profile);
    return { done: true as const };
  });
}

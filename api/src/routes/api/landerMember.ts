import type { FastifyInstance } from 'fastify';
import { landerMemberEndpoint } from 'shared-contracts/api';
import { MemberLanderService } from '../../landers/memberLander';
import { LanderRepository } from '../../repositories/landers';
import { perAddress } from '../../plugins/rateLimits';
import { CACHE_PUBLIC } from '../support/cache';
import { route } from '../route';

/** GET /api/lander_member.php?id= (docs/product.md §2 member landers): the public card of the member a lander shows. */
export async function landerMemberRoutes(app: FastifyInstance): Promise<void> {
  const landers = new MemberLanderService(new LanderRepository(app.ctx.db));
  route(
    app,
    landerMemberEndpoint,
    {
      tags: ['landers'],
      summary: "A member lander's member: name, age, city and main photo; null when no public profile has that id",
      errors: [400, 429],
      // Public and by id: without a limit it would be a cheap way to walk every profile id.
      config: perAddress(app, 120, '1 minute'),
    },
    async (request, reply) => {
      const profile = await landers.member(request.site.id, request.site.settings.countries, request.query.id);
      // The same for every visitor of the site; a member hidden or deleted leaves shared caches within a minute.
      reply.header('cache-control', CACHE_PUBLIC);
      return { profile };
    },
  );
}

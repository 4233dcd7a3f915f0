import type { FastifyInstance } from 'fastify';
import { reportEndpoint } from 'shared-contracts/api/search';
import { noSuchMember } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';

/** POST /api/report.php: reports a public member of this site to the moderators. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(
    app,
    reportEndpoint,
    {
      tags: ['likes'],
      summary: 'Report a member to the moderators',
      errors: [400, 403, 404],
      config: perAddress(app, 20, '1 hour'),
    },
    async (request) => {
      const memberId = request.memberId();
      if (!(await ctx.profiles.active(request.site.id, request.body.profile))) throw noSuchMember();
      const { profile, reason, message } = request.body;
      await ctx.reports.add({ memberId, profileId: profile, reason, message: message ?? '' });
      return { done: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { reportEndpoint } from 'shared-contracts/api/search';
import { invalidFields, noSuchMember } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';
import { noSuchConversation, requireViewer } from '../support/chatAccess';

/**
 * POST /api/report.php: reports a public member of this site to the moderators; from a chat, with the conversation,
 * which must be the reporter's with that member. The report joins the member's open case (docs/operators.md).
 */
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
      const { profile, reason, message, conversation } = request.body;
      if (!(await ctx.profiles.active(request.site.id, profile))) throw noSuchMember();
      if (conversation !== undefined) {
        const chat = await ctx.chats.view(await requireViewer(request), conversation);
        // Another pair's conversation looks like none at all, as on every chat call.
        if (!chat) throw noSuchConversation();
        if (chat.otherProfileId !== profile) throw invalidFields({ conversation: 'not_allowed' });
      }
      await ctx.moderation.fileReport({
        siteId: request.site.id,
        memberId,
        profileId: profile,
        reason,
        message: message ?? '',
        conversationId: conversation ?? null,
      });
      return { done: true as const };
    },
  );
}

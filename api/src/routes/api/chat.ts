import type { FastifyInstance } from 'fastify';
import { chatRemoveEndpoint, chatStartEndpoint } from 'shared-contracts/api/chat';
import { isFirstParty } from '../../plugins/csrf';
import { HttpError, noSuchMember } from '../../lib/httpErrors';
import { route } from '../route';
import { requireConversation, requireViewer } from '../support/chatAccess';

/**
 * /api/chat.php (docs/product.md §7): GET ?profile= starts or finds the one conversation with a member and answers
 * its id; DELETE {conversation} removes it from the asker's list only.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(
    app,
    chatStartEndpoint,
    { tags: ['chat'], summary: 'Start or find the chat with a member', errors: [400, 403, 404] },
    async (request) => {
      const viewer = await requireViewer(request);
      // A GET that creates something: a link on another site must not make a member start chats.
      if (!isFirstParty(request)) throw new HttpError(403, 'cross_site', 'Open the chat from the site itself');
      const { profile } = request.query;
      if (profile === viewer.profileId) throw new HttpError(400, 'own_profile', 'You cannot chat with yourself');
      // Deleted, deactivated, unconfirmed or blocked either way: all look like no such member.
      if (!(await ctx.profiles.active(request.site.id, profile, viewer))) throw noSuchMember();
      return { id: await ctx.chats.start(request.site.id, viewer.profileId, profile) };
    },
  );

  route(
    app,
    chatRemoveEndpoint,
    { tags: ['chat'], summary: "Remove a chat from the member's list", errors: [400, 403, 404] },
    async (request) => {
      const { viewer, conversation } = await requireConversation(request, request.body.conversation);
      await ctx.chats.hide(viewer, conversation.id);
      return { done: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { readEndpoint } from 'shared-contracts/api/chat';
import { route } from '../route';
import { requireConversation } from '../support/chatAccess';

/** POST /api/read.php: the member has read the conversation up to a sequence number (opening a chat sends it). */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    readEndpoint,
    { tags: ['chat'], summary: 'Mark a conversation read up to a message', errors: [400, 403, 404] },
    async (request) => {
      const { viewer, conversation } = await requireConversation(request, request.body.conversation);
      return {
        read_seq: await app.ctx.chats.markRead(viewer, conversation.id, request.body.up_to, conversation.otherMemberId),
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { caseMessagesEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/**
 * GET /api/admin/case_messages.php: the chat between reporter and reported that a report of the case was filed from,
 * newest first. Moderators read a members' conversation only when a report names it, and every page read is on the
 * audit log (operators/privateReads.ts).
 */
export async function caseMessagesRoutes(app: FastifyInstance): Promise<void> {
  const { privateReads } = app.ctx;
  adminRoute(
    app,
    caseMessagesEndpoint,
    { tags: ['moderation'], summary: 'The conversation a report was filed from', errors: [404] },
    async (request) => {
      const { case: caseId, conversation, before } = request.query;
      return privateReads.caseConversation(request.operatorAct(), { caseId, conversationId: conversation, before });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { CASE_MESSAGES_PAGE_SIZE, caseMessagesEndpoint } from 'shared-contracts/api/admin';
import { noSuchConversation } from '../support/chatAccess';
import { adminRoute } from '../route';

/**
 * GET /api/admin/case_messages.php: the chat between reporter and reported that a report of the case was filed from,
 * newest first. Moderators read a members' conversation only when a report names it.
 */
export async function caseMessagesRoutes(app: FastifyInstance): Promise<void> {
  const { cases } = app.ctx;
  adminRoute(
    app,
    caseMessagesEndpoint,
    { tags: ['moderation'], summary: 'The conversation a report was filed from', errors: [404] },
    async (request) => {
      const { case: caseId, conversation, before } = request.query;
      if (!(await cases.namesConversation(caseId, conversation))) throw noSuchConversation();
      return cases.messages(conversation, before, CASE_MESSAGES_PAGE_SIZE);
    },
  );
}

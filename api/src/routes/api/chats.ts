import type { FastifyInstance } from 'fastify';
import { chatsEndpoint } from 'shared-contracts/api/chat';
import { deletedMemberName } from '../../account/accountDeletion';
import { requestLocale } from '../support/requestLocale';
import { route } from '../route';
import { requireViewer } from '../support/chatAccess';

/** GET /api/chats.php (docs/product.md §7): the member's chat list, newest activity first; visitors get 403. */
export async function chatsRoutes(app: FastifyInstance): Promise<void> {
  route(app, chatsEndpoint, { tags: ['chat'], summary: "The member's chats", errors: [403] }, async (request) => ({
    chats: await app.ctx.chats.list(await requireViewer(request), deletedMemberName(requestLocale(request))),
  }));
}

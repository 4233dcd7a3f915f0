import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messagesEndpoint, sendMessageEndpoint } from 'shared-contracts/api/chat';
import { messageCreditsOf } from 'shared-contracts/api/payments';
import { deletedMemberName } from '../../account/accountDeletion';
import { requestLocale } from '../support/requestLocale';
import { notifyOfflineRecipient } from '../../account/offlineNotice';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import { route } from '../route';
import {
  blockedError,
  memberGoneError,
  memberUnavailableError,
  noSuchConversation,
  requireConversation,
  requireViewer,
} from '../support/chatAccess';

const PAGE_SIZE = 30;
const SENDS_PER_MINUTE = 60;
/** Into one conversation: a member may write quickly, but not flood one person. */
const SENDS_TO_ONE_MEMBER_PER_MINUTE = 20;

/**
 * /api/messages.php: GET pages through a conversation's messages (newest first, `before` a sequence number); POST
 * sends one, paid with message credits (settings.message_credits per message; premium members send free).
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Keyed by sender and conversation, so it runs in the handler, once the body is validated and access checked.
  const perRecipient = app.createRateLimit({
    max: SENDS_TO_ONE_MEMBER_PER_MINUTE * ctx.config.rateLimitFactor,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `sender:${request.session?.memberId}:conversation:${(request.body as { conversation: number }).conversation}`,
  });

  route(
    app,
    messagesEndpoint,
    { tags: ['chat'], summary: "A page of a conversation's messages", errors: [400, 403, 404] },
    async (request) => {
      const { viewer, conversation } = await requireConversation(request, request.query.conversation);
      const page = await ctx.chats.messages(
        viewer,
        conversation.id,
        request.query.before,
        request.query.limit ?? PAGE_SIZE,
      );
      return {
        messages: page.messages,
        has_more: page.hasMore,
        profile: await ctx.chats.profileOf(conversation.otherProfileId, deletedMemberName(requestLocale(request))),
        other_read_seq: page.otherReadSeq,
      };
    },
  );

  route(
    app,
    sendMessageEndpoint,
    {
      tags: ['chat'],
      summary: 'Send a message (idempotent per client_id)',
      errors: [400, 402, 403, 404, 409, 410, 429],
      // Per sender, not per address: a member's sends count wherever they come from.
      config: {
        rateLimit: {
          ...perAddress(app, SENDS_PER_MINUTE, '1 minute').rateLimit,
          keyGenerator: (request: FastifyRequest) => `sender:${request.session?.memberId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { conversation: conversationId, client_id: clientId, text } = request.body;
      const limit = await perRecipient(request);
      // A retry of a message already stored is answered, over the limit too: it stores and charges nothing. The
      // look-up runs only for a send over the limit.
      if (!limit.isAllowed && limit.isExceeded && !(await ctx.chats.sentBefore(viewer.profileId, clientId))) {
        void reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(
          429,
          'too_many_messages_to_member',
          `At most ${limit.max} messages a minute to one member; wait ${limit.ttlInSeconds} s`,
        );
      }
      const price = messageCreditsOf(request.site.settings);
      // Access, blocks, the charge and the message are checked and written by one statement (ChatRepository.send).
      const outcome = await ctx.chats.send(viewer, conversationId, clientId, text, price);
      switch (outcome.kind) {
        case 'no_conversation':
          throw noSuchConversation();
        case 'blocked':
          throw blockedError();
        case 'member_gone':
          throw memberGoneError();
        case 'member_unavailable':
          throw memberUnavailableError();
        case 'insufficient_credits':
          throw new HttpError(402, 'insufficient_credits', 'Not enough message credits', undefined, {
            price: outcome.price,
            balance: outcome.balance,
          });
        case 'client_id_reused':
          throw new HttpError(409, 'client_id_reused', 'This client_id belongs to a message in another conversation');
      }
      const recipient = outcome.recipient;
      if (recipient && !recipient.connected) {
        // After the answer: a slow push service must not hold up the sender.
        ctx.notificationMails.afterAnswer(() =>
          notifyOfflineRecipient(ctx, request.site, recipient.memberId, conversationId, viewer.profileId).catch(
            (error: unknown) => request.log.warn({ err: error }, 'push for a new message failed'),
          ),
        );
      }
      return { message: outcome.message, credits: outcome.credits };
    },
  );
}

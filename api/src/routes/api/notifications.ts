import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  notificationsEndpoint,
  pushUnsubscribeEndpoint,
  updateNotificationsEndpoint,
} from 'shared-contracts/api/account';
import { HttpError, notLoggedIn } from '../../lib/httpErrors';
import { route, routeShapes, shape } from '../route';

/**
 * /api/notifications.php (docs/product.md §2 /notifications): GET the member's mail preferences, address and pending
 * address change; PUT saves the preferences; DELETE ?push=1 {endpoint} removes this browser's push subscription.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  const answer = async (request: FastifyRequest) => {
    const memberId = request.memberId();
    const [stored, pending] = await Promise.all([
      ctx.notifications.preferences(memberId),
      ctx.mailChange.pending(memberId),
    ]);
    if (!stored) throw notLoggedIn();
    const { email, ...preferences } = stored;
    return { preferences, email, pending_email: pending };
  };

  route(
    app,
    notificationsEndpoint,
    { tags: ['account'], summary: 'The mail preferences, the address and a pending address change', errors: [403] },
    answer,
  );

  route(
    app,
    updateNotificationsEndpoint,
    { tags: ['account'], summary: 'Save the mail preferences (messages, likes, newsletter)', errors: [400, 403] },
    async (request) => {
      await ctx.notifications.setPreferences(request.memberId(), request.body);
      return answer(request);
    },
  );

  routeShapes(
    app,
    [
      shape(pushUnsubscribeEndpoint, async (request) => {
        // Only the member's own subscription: someone else's endpoint is as unknown as a made-up one.
        if (!(await ctx.notifications.removePush(request.memberId(), request.body.endpoint)))
          throw new HttpError(404, 'no_such_subscription', 'You have no push subscription with this endpoint');
        return { done: true as const };
      }),
    ],
    { tags: ['account'], summary: 'push=1: turn web push off for one browser', errors: [400, 403, 404] },
  );
}

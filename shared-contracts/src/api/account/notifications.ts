import { z } from 'zod/mini';
import { endpoint, literalQuery } from '../endpoint';
import { pushSubscriptionSchema } from '../signup/account';

/**
 * A member's mail preferences (docs/product.md §2 /notifications): a mail for new messages, one for new likes, and
 * newsletters. Strict: a misspelt key is a 400, not a preference silently left as it was.
 */
export const notificationPreferencesSchema = z.strictObject({
  messages: z.boolean(),
  likes: z.boolean(),
  newsletter: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET /api/notifications.php: the preferences, the address they go to and an address change waiting for its link. */
export const notificationsResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
  email: z.string(),
  /** The new address a change link was sent to, while that link still works; null otherwise. */
  pending_email: z.nullable(z.string()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/notifications.php',
  response: notificationsResponseSchema,
});

/** PUT /api/notifications.php {messages, likes, newsletter}: saves all three; answers like GET. */
export const updateNotificationsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/notifications.php',
  body: notificationPreferencesSchema,
  response: notificationsResponseSchema,
});

/**
 * DELETE /api/notifications.php?push=1 {endpoint}: web push off for one browser. Removes the member's own
 * subscription with that endpoint; another member's, or an unknown one, is a 404 and nothing is removed.
 */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushSubscriptionSchema.shape.endpoint });
const pushQuery = { push: '1' } as const;
export const pushUnsubscribeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/notifications.php',
  fixedQuery: pushQuery,
  query: literalQuery(pushQuery),
  body: pushUnsubscribeSchema,
  response: z.object({ done: z.literal(true) }),
});

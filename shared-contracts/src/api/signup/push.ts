import { z } from 'zod/mini';

/** What a push message carries; the service worker (shell/src/sw.js) shows it and passes it to open pages. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Opened when the notification is clicked. */
  url: z.string().check(z.startsWith('/')),
  /** Notifications with the same tag replace each other (one per conversation, say). */
  tag: z.optional(z.string()),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

import { z } from 'zod/mini';

/** GET /_i18n/{hash}/{locale}/messages.json */
export const messagesParamsSchema = z.object({
  hash: z.string().check(z.maxLength(64)),
  locale: z.string().check(z.maxLength(16)),
});

/** Every live app's messages for one locale: one namespace per app (`shell`, `account`, …). */
export const messagesResponseSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type MessageCatalogs = z.infer<typeof messagesResponseSchema>;

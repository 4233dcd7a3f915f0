import { z } from 'zod/mini';

/**
 * Every error the API answers with: a machine-readable code and a human-readable message (docs/product.md §8). A request
 * that fails validation also names each field's problem with the same message key the browser's form shows.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  /** A send refused for want of credits (402): what a message costs and what the member has. */
  credits: z.optional(z.object({ price: z.int(), balance: z.int() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Plain-word success answers (logout answers the word `done`, docs/product.md §4). */
export const doneSchema = z.literal('done');

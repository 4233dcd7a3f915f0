import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, textField } from '../input';
import { genderSchema } from '../profile';

const age = z.optional(
  z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.coerce.number<string>().check(z.minimum(18), z.maximum(100))),
);

/** GET /api/xcams/search.php — live cams for the search grid's ONLINE cards (docs/product.md §2, §3 Webcam response). */
export const camSearchQuerySchema = z.strictObject({ gender: z.optional(genderSchema), min_age: age, max_age: age });
export const camSchema = z.object({
  account: z.string(),
  name: z.string(),
  age: z.int(),
  country: z.string(),
  thumbnail: z.string(),
});
export type Cam = z.infer<typeof camSchema>;
/** `cams`: an object of entries keyed by position, each with an account. */
export const camSearchResponseSchema = z.object({ cams: z.record(z.string(), camSchema) });

/** /api/xcams/redirect.php?account= (opened in a new window). */
export const camRedirectQuerySchema = z.strictObject({ account: z.string().check(z.regex(/^[\w.-]{1,64}$/)) });
/** /api/resellpartner.php?flow=profile-search&redirect=1 (the AD card, opened in a new window). */
export const resellRedirectQuerySchema = z.strictObject({
  flow: z.enum(['profile-search']),
  redirect: z.optional(z.literal('1')),
});

/**
 * POST/DELETE /api/block.php {profile}; POST /api/report.php {profile, reason, message?, conversation?}: from a chat,
 * the conversation with that member, so the moderators read it (docs/operators.md "Reports").
 */
export const blockRequestSchema = z.strictObject({ profile: idField });
export const reportReasons = ['fake', 'inappropriate', 'harassment', 'underage', 'scam', 'other'] as const;
export const reportRequestSchema = z.strictObject({
  profile: idField,
  reason: z.enum(reportReasons),
  message: z.optional(textField(2000)),
  conversation: z.optional(idField),
});
export const doneResponseSchema = z.object({ done: z.literal(true) });

export const camSearchEndpoint = endpoint({
  method: 'GET',
  path: '/api/xcams/search.php',
  query: camSearchQuerySchema,
  response: camSearchResponseSchema,
});
/** Opened in a new window: the answer is a redirect, not JSON. */
export const camRedirectEndpoint = endpoint({
  method: 'GET',
  path: '/api/xcams/redirect.php',
  query: camRedirectQuerySchema,
  status: 302,
});
/** Opened in a new window from the AD card, which always sends these values. */
const resellPartnerQuery = { flow: 'profile-search', redirect: '1' } as const;
export const resellPartnerEndpoint = endpoint({
  method: 'GET',
  path: '/api/resellpartner.php',
  fixedQuery: resellPartnerQuery,
  query: resellRedirectQuerySchema,
  status: 302,
});
export const blockEndpoint = endpoint({
  method: 'POST',
  path: '/api/block.php',
  body: blockRequestSchema,
  response: doneResponseSchema,
});
export const unblockEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/block.php',
  body: blockRequestSchema,
  response: doneResponseSchema,
});
export const reportEndpoint = endpoint({
  method: 'POST',
  path: '/api/report.php',
  body: reportRequestSchema,
  response: doneResponseSchema,
});

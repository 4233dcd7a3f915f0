import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** POST (beacon) /api/page-hidden.php: an empty JSON body, sent when the page becomes hidden (docs/product.md §4, §7). */
export const pageHiddenRequestSchema = z.strictObject({});

/** The beacon's answer: 204, no body. */
export const pageHiddenResponseSchema = z.null();

export const pageHiddenEndpoint = endpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  body: pageHiddenRequestSchema,
  response: pageHiddenResponseSchema,
  status: 204,
  // navigator.sendBeacon cannot set headers; the call only records that a page was hidden.
  csrf: 'noToken',
});

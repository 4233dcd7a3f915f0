import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { validationMessages as m } from '../input';

/**
 * Privacy rights (docs/product.md "Privacy rights"): the member's active sessions, and logging out other devices.
 * A session is named by a public random id, never by its cookie value.
 */
export const sessionSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The browser and system read from the user agent ("Firefox", "Android"); '' when unknown. */
  browser: z.string(),
  os: z.string(),
  /** The client address with its host part hidden ("198.51.x.x"); '' when unknown. */
  address: z.string(),
  /** The session of the browser that asked. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });

export const sessionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/sessions.php',
  response: sessionsResponseSchema,
});

/** DELETE /api/sessions.php: `{others: true}` ends every session but this one; `{id}` ends one of the member's own. */
export const endSessionsRequestSchema = z.union([
  z.strictObject({ others: z.literal(true, { error: m.notAllowed }) }),
  z.strictObject({ id: z.uuid({ error: m.invalidId }) }),
]);
export type EndSessionsRequest = z.infer<typeof endSessionsRequestSchema>;
/** How many sessions ended. */
export const endSessionsResponseSchema = z.object({ ended: z.int() });

export const endSessionsEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/sessions.php',
  body: endSessionsRequestSchema,
  response: endSessionsResponseSchema,
});

/** Unknown, already ended, or another member's: all answer the same 404. */
export const NO_SESSION = 'no_session';

const person = { profile_id: z.int(), name: z.string() };

/**
 * GET /api/my_data.php: everything stored about the member, as a JSON file download (GDPR access and portability).
 * Other members appear only by profile id and name; no secret (password hash, session or push keys) is included.
 */
export const myDataSchema = z.object({
  exported_at: z.string(),
  site: z.object({ name: z.string(), domain: z.string() }),
  account: z.object({
    id: z.int(),
    email: z.string(),
    status: z.string(),
    signup_date: z.string(),
    activated_at: z.nullable(z.string()),
    language: z.string(),
    timezone: z.string(),
    tracking: z.record(z.string(), z.unknown()),
    referrer: z.string(),
    form_path: z.string(),
    signup_address: z.string(),
    credits: z.int(),
    premium_until: z.nullable(z.string()),
    paid_user: z.boolean(),
    /** The mails the member chose on /notifications. */
    notification_preferences: z.object({ messages: z.boolean(), likes: z.boolean(), newsletter: z.boolean() }),
  }),
  profile: z.nullable(
    z.object({
      id: z.int(),
      name: z.string(),
      gender: z.nullable(z.string()),
      date_of_birth: z.nullable(z.string()),
      country: z.string(),
      countryregion: z.int(),
      city: z.string(),
      language: z.string(),
      fields: z.record(z.string(), z.unknown()),
      personal: z.boolean(),
      status: z.string(),
      created_at: z.string(),
      last_active: z.string(),
    }),
  ),
  /** Absolute links to the full-size photo and its thumbnail. */
  photos: z.array(
    z.object({ id: z.int(), url: z.string(), thumbnail_url: z.string(), main: z.boolean(), uploaded_at: z.string() }),
  ),
  likes_given: z.array(z.object({ ...person, created_at: z.string() })),
  likes_received: z.array(z.object({ ...person, created_at: z.string() })),
  blocks: z.array(z.object({ ...person, created_at: z.string() })),
  reports: z.array(z.object({ ...person, reason: z.string(), message: z.string(), created_at: z.string() })),
  messages: z.array(
    z.object({
      conversation: z.int(),
      with: z.object(person),
      direction: z.enum(['sent', 'received']),
      text: z.string(),
      created_at: z.string(),
      read_at: z.nullable(z.string()),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      product: z.enum(['credits', 'premium']),
      credits: z.int(),
      premium_days: z.int(),
      amount: z.int(),
      currency: z.string(),
      method: z.string(),
      created_at: z.string(),
      paid_at: z.nullable(z.string()),
    }),
  ),
  credit_ledger: z.array(
    z.object({ kind: z.string(), amount: z.int(), order_id: z.nullable(z.string()), created_at: z.string() }),
  ),
  sessions: z.array(
    z.object({ created_at: z.string(), last_used_at: z.string(), browser: z.string(), os: z.string() }),
  ),
  push_subscriptions: z.array(z.object({ endpoint_host: z.string(), created_at: z.string() })),
  complaints: z.array(
    z.object({ reference: z.string(), topic: z.string(), message: z.string(), created_at: z.string() }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;

/** A download, not a call the apps parse: the browser saves it through an `<a download>` link. */
export const myDataEndpoint = endpoint({ method: 'GET', path: '/api/my_data.php', response: myDataSchema });

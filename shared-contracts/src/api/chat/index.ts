// The chat slice's calls (shared module shared-contracts/api/chat): docs/product.md §3 Chat list item and Chat start
// response, §7 chats.php and chat.php, and the message calls the product description leaves to us.
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { displayText, idField, idParam, intField, validationMessages } from '../input';
import { searchProfileSchema } from '../search/search';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_MAX = 100;

/** The other side of a conversation, as the chat list and the conversation header show it. */
export const chatProfileSchema = z.extend(
  z.pick(searchProfileSchema, {
    id: true,
    name: true,
    age: true,
    main_image: true,
    fictional: true,
  }),
  {
    /** The member deleted the account: the conversation stays readable, under a neutral name, with no profile to open. */
    deleted: z.optional(z.boolean()),
    /**
     * The member is suspended or banned (docs/product.md "Decisions about your account"): the conversation stays
     * readable under their name, without photo or profile to open, and nothing can be sent to them.
     */
    unavailable: z.optional(z.boolean()),
  },
);

/** 410 on a send to a suspended or banned member (a deleted one answers `member_gone`). */
export const MEMBER_UNAVAILABLE = 'member_unavailable';
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/** A message; `seq` numbers a conversation's messages 1, 2, 3… without gaps, so a client can tell what it missed. */
export const messageSchema = z.object({
  id: z.int(),
  conversation: z.int(),
  seq: z.int(),
  /** The sender's profile id. */
  sender: z.int(),
  /** Sent by the asking member. */
  mine: z.boolean(),
  /** The id the sender's browser gave the message, for the sender only (null for the other side): it matches a
   * message that arrives live with the send still pending. */
  client_id: z.nullable(z.string()),
  /** Plain text: shown as text, never as HTML. */
  text: z.string(),
  created_at: z.string(),
  /** When the other side read it; null while unread. */
  read_at: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** docs/product.md §3 Chat list item: conversation (with id), profile (with id), num_unread_messages. */
export const chatListItemSchema = z.object({
  conversation: z.object({
    id: z.int(),
    last_seq: z.int(),
    /** The newest message's first characters and time; null for a chat without messages yet. */
    last_message: z.nullable(z.object({ excerpt: z.string(), created_at: z.string(), mine: z.boolean() })),
  }),
  profile: chatProfileSchema,
  num_unread_messages: z.int(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;
export const chatsResponseSchema = z.object({ chats: z.array(chatListItemSchema) });

/** GET /api/chat.php?profile={id}: starts or finds the one conversation with that profile (docs/product.md §3 Chat start response). */
export const chatStartQuerySchema = z.strictObject({ profile: idParam });
export const chatStartResponseSchema = z.object({ id: z.int() });

/** DELETE /api/chat.php {conversation}: removes the chat from the asker's list only; a new message brings it back. */
export const chatRemoveRequestSchema = z.strictObject({ conversation: idField });
export const doneResponseSchema = z.object({ done: z.literal(true) });

/** GET /api/messages.php?conversation=&before=&limit=: newest first, `before` a sequence number (cursor). */
export const messagesQuerySchema = z.strictObject({
  conversation: idParam,
  before: z.optional(idParam),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, { error: validationMessages.invalidId })),
      z.coerce.number<string>().check(z.minimum(1), z.maximum(MESSAGES_PAGE_MAX)),
    ),
  ),
});
export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  /** Whether older messages exist before the oldest one answered. */
  has_more: z.boolean(),
  profile: chatProfileSchema,
  /** How far the other side has read. */
  other_read_seq: z.int(),
});

/** POST /api/messages.php: `client_id` is made by the browser per message; sending it again stores and charges nothing new. */
export const sendMessageRequestSchema = z.strictObject({
  conversation: idField,
  client_id: z.uuid({ error: validationMessages.invalidId }),
  text: displayText(MESSAGE_MAX_LENGTH, { required: true }),
});
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  /** The member's balance after the send; null for a premium member, who sends without spending. */
  credits: z.nullable(z.int()),
});

/** POST /api/read.php {conversation, up_to}: the asker has read every message up to that sequence number. */
export const readRequestSchema = z.strictObject({ conversation: idField, up_to: intField(0) });
export const readResponseSchema = z.object({ read_seq: z.int() });

export const chatsEndpoint = endpoint({ method: 'GET', path: '/api/chats.php', response: chatsResponseSchema });
export const chatStartEndpoint = endpoint({
  method: 'GET',
  path: '/api/chat.php',
  query: chatStartQuerySchema,
  response: chatStartResponseSchema,
});
export const chatRemoveEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  body: chatRemoveRequestSchema,
  response: doneResponseSchema,
});
export const messagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/messages.php',
  query: messagesQuerySchema,
  response: messagesResponseSchema,
});
export const sendMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/messages.php',
  body: sendMessageRequestSchema,
  response: sendMessageResponseSchema,
});
export const readEndpoint = endpoint({
  method: 'POST',
  path: '/api/read.php',
  body: readRequestSchema,
  response: readResponseSchema,
});

/**
 * What the server pushes down the member's WebSocket at /api/live. Events about a conversation carry its sequence
 * number, so a client that sees a gap fetches what it missed (GET /api/messages.php); the SPEC's polling keeps
 * everything right when no socket can connect.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  /** The other side has read up to `read_seq`. */
  z.object({ type: z.literal('read'), conversation: z.int(), read_seq: z.int() }),
  /** The other side is typing (never stored). */
  z.object({ type: z.literal('typing'), conversation: z.int(), profile: z.int() }),
  /** The member's credit balance changed. */
  z.object({ type: z.literal('credits'), credits: z.int() }),
  /** Someone liked the member. */
  z.object({ type: z.literal('like') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What a client may send up the socket. */
export const liveClientMessageSchema = z.strictObject({ type: z.literal('typing'), conversation: idField });

/** Close codes of /api/live: the session ended (logout), so the client must not reconnect until it logs in again. */
export const LIVE_CLOSE_SESSION_ENDED = 4001;

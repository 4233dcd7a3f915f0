import type { LiveEvent } from 'shared-contracts/api/chat';
import type { Database, Queryable } from '../db/database';
import { messageRowOf, toMessage, type MessageJson } from './chatMessages';

export const LIVE_CHANNEL = 'live_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** One event for some members (and, for `session_ended`, one session of theirs). */
export type BusMessage = { to: number[]; event: LiveEvent } | { to: number[]; sessionEnded: string };

/**
 * What a send publishes (ChatRepository.send, in SQL): the stored row, made into each side's events here, so the
 * wire form of a message is written once (toMessage).
 */
interface MessageStored {
  messageStored: {
    row: MessageJson;
    senderMember: number;
    recipientMember: number | null;
    /** The sender's balance after paying for it; null when nothing was spent. */
    credits: number | null;
  };
}

function eventsOf(published: BusMessage | MessageStored): BusMessage[] {
  if (!('messageStored' in published)) return [published];
  const { row, senderMember, recipientMember, credits } = published.messageStored;
  const message = toMessage(messageRowOf(row), row.sender_profile_id);
  return [
    { to: [senderMember], event: { type: 'message', message } },
    ...(credits === null ? [] : [{ to: [senderMember], event: { type: 'credits' as const, credits } }]),
    ...(recipientMember === null || recipientMember === senderMember
      ? []
      : [
          {
            to: [recipientMember],
            event: { type: 'message' as const, message: { ...message, mine: false, client_id: null } },
          },
        ]),
  ];
}

/**
 * Live events travel through PostgreSQL LISTEN/NOTIFY, so every API process on the same database delivers to the
 * sockets it holds, whichever process handled the write. Published inside the write's transaction, an event goes out
 * only if the write commits.
 */
export class LiveBus {
  constructor(private readonly db: Database) {}

  async publish(message: BusMessage, tx: Queryable = this.db): Promise<void> {
    await this.publishAll([message], tx);
  }

  /** Several events in one round trip to the database. */
  async publishAll(messages: BusMessage[], tx: Queryable = this.db): Promise<void> {
    const payloads = messages.filter((message) => message.to.length).map(payloadOf);
    if (!payloads.length) return;
    await tx.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [LIVE_CHANNEL, payloads]);
  }

  subscribe(onMessage: (message: BusMessage) => void): Promise<() => Promise<void>> {
    return this.db.listen(LIVE_CHANNEL, (payload) => {
      try {
        for (const message of eventsOf(JSON.parse(payload) as BusMessage | MessageStored)) onMessage(message);
      } catch {
        // Only this server writes to the channel; anything unreadable is dropped.
      }
    });
  }
}

function payloadOf(message: BusMessage): string {
  const payload = JSON.stringify(message);
  // A long message does not fit: its text is left out, and the client fetches the message by its sequence number.
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && 'event' in message && message.event.type === 'message') {
    return JSON.stringify({ ...message, event: { ...message.event, message: { ...message.event.message, text: '' } } });
  }
  return payload;
}

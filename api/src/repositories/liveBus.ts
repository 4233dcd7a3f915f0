import { randomUUID } from 'node:crypto';
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
  /** Work under way that may publish (a socket's typing being checked): idle() waits for it. */
  private readonly publishing = new Set<Promise<unknown>>();
  /** This bus's open subscriptions, and the markers (idle()) each has yet to receive. */
  private readonly subscriptions = new Set<symbol>();
  private readonly markers = new Map<string, { awaiting: Set<symbol>; arrived: () => void }>();

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

  async subscribe(onMessage: (message: BusMessage) => void): Promise<() => Promise<void>> {
    const subscription = Symbol('live bus subscription');
    const unlisten = await this.db.listen(LIVE_CHANNEL, (payload) => {
      try {
        const published = JSON.parse(payload) as BusMessage | MessageStored | Marker;
        if ('marker' in published) return this.markerArrived(published.marker, subscription);
        for (const message of eventsOf(published)) onMessage(message);
      } catch {
        // Only this server writes to the channel; anything unreadable is dropped.
      }
    });
    this.subscriptions.add(subscription);
    return async () => {
      this.subscriptions.delete(subscription);
      for (const token of this.markers.keys()) this.markerArrived(token, subscription);
      await unlisten();
    };
  }

  /** Keeps track of `work` that may publish until it ends, so idle() waits for it; answers `work`. */
  track<T>(work: Promise<T>): Promise<T> {
    this.publishing.add(work);
    void work.then(
      () => this.publishing.delete(work),
      () => this.publishing.delete(work),
    );
    return work;
  }

  /**
   * Resolves once the work tracked before the call has ended and every event published (and committed) before then
   * has been handed to this bus's subscribers, which pass them to their sockets at once. It publishes a marker through
   * the channel and waits for each subscription to receive it: PostgreSQL delivers notifications in commit order.
   * Why: a test that asserts that a socket got NO event waits for this (then for a round trip on the socket) instead
   * of a fixed time, which would pass when the event merely came late; a shutdown may wait for it before closing the
   * sockets.
   */
  async idle(): Promise<void> {
    while (this.publishing.size) await Promise.allSettled([...this.publishing]);
    if (!this.subscriptions.size) return;
    const token = randomUUID();
    const arrived = new Promise<void>((resolve) =>
      this.markers.set(token, { awaiting: new Set(this.subscriptions), arrived: resolve }),
    );
    await this.db.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ marker: token })]);
    await arrived;
  }

  /** A marker of idle() reached `subscription`; the markers of other processes' buses are ignored. */
  private markerArrived(token: string, subscription: symbol): void {
    const marker = this.markers.get(token);
    if (!marker) return;
    marker.awaiting.delete(subscription);
    if (marker.awaiting.size) return;
    this.markers.delete(token);
    marker.arrived();
  }
}

/** What idle() publishes to learn that everything published before it has been delivered. */
interface Marker {
  marker: string;
}

function payloadOf(message: BusMessage): string {
  const payload = JSON.stringify(message);
  // A long message does not fit: its text is left out, and the client fetches the message by its sequence number.
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && 'event' in message && message.event.type === 'message') {
    return JSON.stringify({ ...message, event: { ...message.event, message: { ...message.event.message, text: '' } } });
  }
  return payload;
}

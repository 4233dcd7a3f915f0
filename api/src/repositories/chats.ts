import type { ChatListItem, ChatMessage, ChatProfile } from 'shared-contracts/api/chat';
import type { Database, Queryable } from '../db/database';
import type { LiveBus } from '../live/liveBus';
import { hiddenProfiles } from './blocks';
import { CARD_COLUMNS, toCard, type CardRow } from './profileCards';
import type { Viewer } from './profiles';

const EXCERPT_LENGTH = 80;

interface MessageRow {
  id: string;
  conversation_id: number;
  seq: number;
  sender_profile_id: number;
  client_id: string;
  text: string;
  created_at: Date;
  read_at: Date | null;
}
const MESSAGE_COLUMNS =
  'm.id, m.conversation_id, m.seq, m.sender_profile_id, m.client_id, m.text, m.created_at, m.read_at';

export function toMessage(row: MessageRow, viewerProfileId: number): ChatMessage {
  const mine = row.sender_profile_id === viewerProfileId;
  return {
    id: Number(row.id),
    conversation: row.conversation_id,
    seq: row.seq,
    sender: row.sender_profile_id,
    mine,
    client_id: mine ? row.client_id : null,
    text: row.text,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

function toChatProfile(row: CardRow): ChatProfile {
  const { id, name, age, main_image, fictional } = toCard(row);
  return { id, name, age, main_image, fictional };
}

/** One side's view of a conversation: the other profile, and whether sending is possible at all. */
export interface ConversationView {
  id: number;
  otherProfileId: number;
  /** The other profile's member; null for a demo or fictional profile without one. */
  otherMemberId: number | null;
  otherActive: boolean;
  blocked: boolean;
}

export type SendOutcome =
  | { kind: 'sent'; message: ChatMessage; credits: number | null; repeated: boolean }
  | { kind: 'insufficient_credits'; price: number; balance: number }
  | { kind: 'client_id_reused' };

/**
 * Conversations and messages (docs/product.md §3, §7). Every read and write is for one viewer: a conversation the
 * viewer's profile is not a side of does not exist for them.
 */
export class ChatRepository {
  constructor(
    private readonly db: Database,
    private readonly live: LiveBus,
  ) {}

  /** Finds or makes the one conversation of the two profiles; safe under concurrent calls. */
  async start(siteId: number, profileId: number, otherProfileId: number): Promise<number> {
    const [low, high] = profileId < otherProfileId ? [profileId, otherProfileId] : [otherProfileId, profileId];
    return this.db.transaction(async (tx) => {
      // Both statements run whether or not the row exists, so two callers at once both end with the same id.
      await tx.query(
        `insert into conversations (site_id, profile_low, profile_high) values ($1, $2, $3) on conflict (profile_low, profile_high) do nothing`,
        [siteId, low, high],
      );
      const [conversation] = await tx.query<{ id: number }>(
        'select id from conversations where profile_low = $1 and profile_high = $2',
        [low, high],
      );
      if (!conversation) throw new Error('conversation vanished');
      await tx.query(
        `insert into conversation_sides (conversation_id, profile_id) values ($1, $2), ($1, $3) on conflict do nothing`,
        [conversation.id, low, high],
      );
      // Starting a chat one removed from the list brings it back.
      await tx.query('update conversation_sides set hidden_seq = null where conversation_id = $1 and profile_id = $2', [
        conversation.id,
        profileId,
      ]);
      return conversation.id;
    });
  }

  /** The conversation as the viewer sees it; null when the viewer is not one of its sides (or it does not exist). */
  async view(viewer: Viewer, conversationId: number): Promise<ConversationView | null> {
    const [row] = await this.db.query<{
      id: number;
      other: number;
      member_id: number | null;
      active: boolean;
      blocked: boolean;
    }>(
      `select c.id, o.id as other, o.member_id, o.status = 'active' as active,
              o.id in ${hiddenProfiles('$2', '$3')} as blocked
         from conversations c
         join profiles o on o.id = case when c.profile_low = $3 then c.profile_high else c.profile_low end
        where c.id = $1 and $3 in (c.profile_low, c.profile_high)`,
      [conversationId, viewer.memberId, viewer.profileId],
    );
    return row
      ? {
          id: row.id,
          otherProfileId: row.other,
          otherMemberId: row.member_id,
          otherActive: row.active,
          blocked: row.blocked,
        }
      : null;
  }

  /** The viewer's chat list, newest activity first; chats they removed come back with a newer message. */
  async list(viewer: Viewer): Promise<ChatListItem[]> {
    const rows = await this.db.query<
      CardRow & {
        conversation_id: number;
        last_seq: number;
        unread: number;
        text: string | null;
        sent_at: Date | null;
        sender: number | null;
      }
    >(
      `select c.id as conversation_id, c.last_seq, ${CARD_COLUMNS},
              (select count(*)::int from messages u where u.conversation_id = c.id and u.seq > s.read_seq and u.sender_profile_id <> $2) as unread,
              lm.text, lm.created_at as sent_at, lm.sender_profile_id as sender
         from conversation_sides s
         join conversations c on c.id = s.conversation_id
         join profiles p on p.id = case when c.profile_low = $2 then c.profile_high else c.profile_low end
         left join profile_images i on i.id = p.main_image_id
         left join messages lm on lm.conversation_id = c.id and lm.seq = c.last_seq
        where s.profile_id = $2 and (s.hidden_seq is null or s.hidden_seq < c.last_seq)
          and p.status = 'active' and p.id not in ${hiddenProfiles('$1', '$2')}
        order by coalesce(c.last_message_at, c.created_at) desc, c.id desc`,
      [viewer.memberId, viewer.profileId],
    );
    return rows.map((row) => ({
      conversation: {
        id: row.conversation_id,
        last_seq: row.last_seq,
        last_message:
          row.text === null || row.sent_at === null
            ? null
            : {
                excerpt: [...row.text].slice(0, EXCERPT_LENGTH).join(''),
                created_at: row.sent_at.toISOString(),
                mine: row.sender === viewer.profileId,
              },
      },
      profile: toChatProfile(row),
      num_unread_messages: row.unread,
    }));
  }

  /** Removes the chat from the viewer's list only, up to its newest message. */
  async hide(viewer: Viewer, conversationId: number): Promise<void> {
    await this.db.query(
      `update conversation_sides s set hidden_seq = c.last_seq from conversations c
        where c.id = s.conversation_id and s.conversation_id = $1 and s.profile_id = $2`,
      [conversationId, viewer.profileId],
    );
  }

  async profileOf(profileId: number): Promise<ChatProfile> {
    const [row] = await this.db.query<CardRow>(
      `select ${CARD_COLUMNS} from profiles p left join profile_images i on i.id = p.main_image_id where p.id = $1`,
      [profileId],
    );
    if (!row) throw new Error(`profile ${profileId} vanished`);
    return toChatProfile(row);
  }

  /** A page of messages, newest first, before the sequence number `before` (exclusive). */
  async messages(viewer: Viewer, conversationId: number, before: number | undefined, limit: number) {
    const rows = await this.db.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from messages m where m.conversation_id = $1 and ($2::int is null or m.seq < $2)
        order by m.seq desc limit $3`,
      [conversationId, before ?? null, limit + 1],
    );
    const [other] = await this.db.query<{ read_seq: number }>(
      'select read_seq from conversation_sides where conversation_id = $1 and profile_id <> $2',
      [conversationId, viewer.profileId],
    );
    return {
      messages: rows.slice(0, limit).map((row) => toMessage(row, viewer.profileId)),
      hasMore: rows.length > limit,
      otherReadSeq: other?.read_seq ?? 0,
    };
  }

  /** Whether the sender has stored a message with this client id (in any conversation). */
  async sentBefore(senderProfileId: number, clientId: string): Promise<boolean> {
    const rows = await this.db.query('select 1 from messages where sender_profile_id = $1 and client_id = $2', [
      senderProfileId,
      clientId,
    ]);
    return rows.length > 0;
  }

  /**
   * Stores a message and charges for it in one transaction. The conversation's row lock gives the next sequence
   * number and serialises sends in it; the member's balance can only be lowered while it covers the price (and a
   * check constraint backs that). The same client id from the same sender answers the stored message: a retry, a
   * double click or a reconnect stores and charges once.
   */
  async send(
    sender: { memberId: number; profileId: number },
    /** The other side's member, told live of the message; null for a profile without one. */
    recipientMemberId: number | null,
    conversationId: number,
    clientId: string,
    text: string,
    price: number,
  ): Promise<SendOutcome> {
    return this.db.transaction(async (tx) => {
      // The lock first, then the look for an earlier send of this client id: a statement that waited for the lock
      // would still see the database as it was before the wait, and miss a send that just committed.
      await tx.query('select id from conversations where id = $1 for update', [conversationId]);
      const [existing] = await tx.query<MessageRow>(
        `select ${MESSAGE_COLUMNS} from messages m where m.sender_profile_id = $1 and m.client_id = $2`,
        [sender.profileId, clientId],
      );
      if (existing) {
        if (existing.conversation_id !== conversationId) return { kind: 'client_id_reused' };
        const [member] = await tx.query<{ credits: number; premium: boolean }>(
          'select credits, coalesce(premium_until > now(), false) as premium from members where id = $1',
          [sender.memberId],
        );
        return {
          kind: 'sent',
          message: toMessage(existing, sender.profileId),
          credits: member?.premium ? null : (member?.credits ?? 0),
          repeated: true,
        };
      }
      const charge = await this.charge(tx, sender.memberId, price);
      if (charge.kind === 'insufficient_credits') return charge;
      // One statement: the next sequence number, the message, its ledger row, and the sender's own read mark.
      const [message] = await tx.query<MessageRow>(
        `with next as (update conversations set last_seq = last_seq + 1, last_message_at = now() where id = $1 returning last_seq),
              stored as (
                insert into messages (conversation_id, seq, sender_profile_id, client_id, text, credits_spent)
                select $1, next.last_seq, $2, $3, $4, $5 from next
                returning id, conversation_id, seq, sender_profile_id, client_id, text, created_at, read_at),
              ledger as (
                insert into credit_ledger (member_id, kind, amount, message_id)
                select $6, 'message', -$5, stored.id from stored where $5 > 0),
              own_read as (
                update conversation_sides s set read_seq = stored.seq from stored
                 where s.conversation_id = $1 and s.profile_id = $2)
         select * from stored`,
        [conversationId, sender.profileId, clientId, text, charge.spent, sender.memberId],
      );
      if (!message) throw new Error(`conversation ${conversationId} vanished`);
      const stored = toMessage(message, sender.profileId);
      // Inside the transaction: the events go out when, and only if, the message is stored.
      await this.live.publishAll(
        [
          { to: [sender.memberId], event: { type: 'message', message: stored } },
          ...(charge.balance !== null && charge.spent > 0
            ? [{ to: [sender.memberId], event: { type: 'credits' as const, credits: charge.balance } }]
            : []),
          ...(recipientMemberId !== null && recipientMemberId !== sender.memberId
            ? [
                {
                  to: [recipientMemberId],
                  event: { type: 'message' as const, message: { ...stored, mine: false, client_id: null } },
                },
              ]
            : []),
        ],
        tx,
      );
      return { kind: 'sent', message: stored, credits: charge.balance, repeated: false };
    });
  }

  /**
   * Lowers the balance by the price unless the member has premium, in one statement; answers what was spent and the
   * new balance (null for premium), or why not.
   */
  private async charge(tx: Queryable, memberId: number, price: number) {
    const [after] = await tx.query<{ credits: number; premium: boolean }>(
      `update members set credits = credits - case when coalesce(premium_until > now(), false) then 0 else $2 end
        where id = $1 and (coalesce(premium_until > now(), false) or credits >= $2)
        returning credits, coalesce(premium_until > now(), false) as premium`,
      [memberId, price],
    );
    if (after) {
      return after.premium
        ? { kind: 'charged' as const, spent: 0, balance: null }
        : { kind: 'charged' as const, spent: price, balance: after.credits };
    }
    const [member] = await tx.query<{ credits: number }>('select credits from members where id = $1', [memberId]);
    if (!member) throw new Error(`member ${memberId} vanished`);
    return { kind: 'insufficient_credits' as const, price, balance: member.credits };
  }

  /** Marks the other side's messages up to `upTo` read; answers the viewer's read mark (it never moves back). */
  async markRead(viewer: Viewer, conversationId: number, upTo: number, otherMemberId: number | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [side] = await tx.query<{ read_seq: number }>(
        `update conversation_sides s set read_seq = greatest(s.read_seq, least($3, c.last_seq)) from conversations c
          where c.id = s.conversation_id and s.conversation_id = $1 and s.profile_id = $2 returning s.read_seq`,
        [conversationId, viewer.profileId, upTo],
      );
      const readSeq = side?.read_seq ?? 0;
      await tx.query(
        `update messages set read_at = now() where conversation_id = $1 and seq <= $2 and sender_profile_id <> $3 and read_at is null`,
        [conversationId, readSeq, viewer.profileId],
      );
      if (otherMemberId !== null) {
        await this.live.publish(
          { to: [otherMemberId], event: { type: 'read', conversation: conversationId, read_seq: readSeq } },
          tx,
        );
      }
      return readSeq;
    });
  }
}

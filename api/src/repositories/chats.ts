import type { ChatListItem, ChatMessage, ChatProfile } from 'shared-contracts/api/chat';
import type { Database, PreparedSql } from '../db/database';
import { LIVE_CHANNEL, MAX_PAYLOAD_BYTES, type LiveBus } from './liveBus';
import { hiddenProfiles } from './blocks';
import { MESSAGE_COLUMNS, messageRowOf, toMessage, type MessageJson, type MessageRow } from './chatMessages';
import { isConnectedSql } from './livePresence';
import { CARD_COLUMNS, toCard, type CardRow } from './profileCards';
import type { Viewer } from './profiles';

const EXCERPT_LENGTH = 80;

/** The English name of a deleted member, for callers that do not pass the reader's (docs/product.md "Deleting the account"). */
const DELETED_MEMBER = 'Deleted member';

/** The other side's state as the chat shows it: live, deleted (an empty profile) or restricted (suspended or banned). */
const SIDE_STATE = `p.status = 'deleted' as deleted, p.status = 'restricted' as unavailable`;
type SideState = { deleted: boolean; unavailable: boolean };

/**
 * A deleted member's profile is empty: it shows a neutral name and no photo (docs/product.md "Deleting the account").
 * A suspended or banned member keeps the name, without photo or age (docs/product.md "Decisions about your account").
 */
function toChatProfile(row: CardRow & SideState, deletedName: string): ChatProfile {
  if (row.deleted)
    return { id: row.id, name: deletedName, age: null, main_image: null, fictional: false, deleted: true };
  const { id, name, age, main_image, fictional } = toCard(row);
  if (row.unavailable) return { id, name, age: null, main_image: null, fictional, unavailable: true };
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
  | {
      kind: 'sent';
      message: ChatMessage;
      /** The sender's balance after the send; null with premium. */
      credits: number | null;
      /** An earlier send of the same client id, answered again: nothing new was stored, charged or announced. */
      repeated: boolean;
      /** The other side's member (none for a profile without one), and whether they have a live socket open. */
      recipient?: { memberId: number; connected: boolean } | null;
    }
  | { kind: 'insufficient_credits'; price: number; balance: number }
  | { kind: 'client_id_reused' }
  | { kind: 'no_conversation' }
  | { kind: 'blocked' }
  | { kind: 'member_gone' }
  | { kind: 'member_unavailable' };

function repeated(
  earlier: MessageRow,
  conversationId: number,
  sender: Viewer,
  account: { balance: number | null; premium: boolean | null },
): SendOutcome {
  if (earlier.conversation_id !== conversationId) return { kind: 'client_id_reused' };
  return {
    kind: 'sent',
    message: toMessage(earlier, sender.profileId),
    credits: account.premium ? null : (account.balance ?? 0),
    repeated: true,
  };
}

interface SendRow {
  conv: { other_member: number | null; active: boolean; restricted: boolean; blocked: boolean } | null;
  earlier: MessageJson | null;
  stored: MessageJson | null;
  /** The balance before the statement (for a refusal or a repeat), and after the charge. */
  balance: number | null;
  balance_after: number | null;
  premium: boolean | null;
  recipient_connected: boolean | null;
}

/**
 * $1 conversation, $2 sender member, $3 sender profile, $4 client id, $5 text, $6 price, $7 live channel, $8 the
 * largest live payload. Each step runs only when the one before it did: the charge only for an allowed, new send,
 * the sequence number only after the charge. The live event carries the stored row (LiveBus turns it into each
 * side's event); one too long for NOTIFY goes without its text, which the client then fetches.
 */
const SEND: PreparedSql = {
  name: 'chat_send',
  text: `
with conv as (
  select o.member_id as other_member, o.status = 'active' as active, o.status = 'restricted' as restricted,
         o.id in ${hiddenProfiles('$2', '$3')} as blocked
    from conversations c
    join profiles o on o.id = case when c.profile_low = $3 then c.profile_high else c.profile_low end
   where c.id = $1 and $3 in (c.profile_low, c.profile_high)),
earlier as (select * from messages where sender_profile_id = $3 and client_id = $4),
charge as (
  update members set credits = credits - case when coalesce(premium_until > now(), false) then 0 else $6 end
   where id = $2 and (coalesce(premium_until > now(), false) or credits >= $6)
     and exists (select 1 from conv where active and not blocked) and not exists (select 1 from earlier)
         returning credits, case when coalesce(premium_until > now(), false) then 0 else $6 end as spent),
next as (
  update conversations set last_seq = last_seq + 1, last_message_at = now()
   where id = $1 and exists (select 1 from charge) returning last_seq),
stored as (
  insert into messages (conversation_id, seq, sender_profile_id, client_id, text, credits_spent)
  select $1, next.last_seq, $3, $4, $5, charge.spent from next, charge
  returning *),
ledger as (
  insert into credit_ledger (member_id, kind, amount, message_id)
  select $2, 'message', -stored.credits_spent, stored.id from stored where stored.credits_spent > 0),
own_read as (
  update conversation_sides s set read_seq = greatest(s.read_seq, stored.seq) from stored
   where s.conversation_id = $1 and s.profile_id = $3),
event as (
  select jsonb_build_object('messageStored', jsonb_build_object(
           'row', to_jsonb(stored) - 'credits_spent',
           'senderMember', $2::int,
           'recipientMember', conv.other_member,
           'credits', case when charge.spent > 0 then charge.credits end)) as payload
    from stored, conv, charge),
notified as (
  select pg_notify($7, case when octet_length(payload::text) > $8
                            then jsonb_set(payload, '{messageStored,row,text}', '""')::text
                            else payload::text end)
    from event)
select (select row_to_json(conv) from conv) as conv,
       (select row_to_json(earlier) from earlier) as earlier,
       (select row_to_json(stored) from stored) as stored,
       (select credits from charge) as balance_after,
       account.credits as balance,
       coalesce(account.premium_until > now(), false) as premium,
       (select ${isConnectedSql('conv.other_member')} from conv) as recipient_connected,
       (select count(*) from notified) as events
  from members account where account.id = $2`,
};

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

  /**
   * The viewer's chat list, newest activity first; chats they removed come back with a newer message. A chat with a
   * member who deleted the account stays, under `deletedName`.
   */
  async list(viewer: Viewer, deletedName = DELETED_MEMBER): Promise<ChatListItem[]> {
    const rows = await this.db.query<
      CardRow &
        SideState & {
          conversation_id: number;
          last_seq: number;
          unread: number;
          text: string | null;
          sent_at: Date | null;
          sender: number | null;
        }
    >(
      `select c.id as conversation_id, c.last_seq, ${CARD_COLUMNS}, ${SIDE_STATE},
              (select count(*)::int from messages u where u.conversation_id = c.id and u.seq > s.read_seq and u.sender_profile_id <> $2) as unread,
              lm.text, lm.created_at as sent_at, lm.sender_profile_id as sender
         from conversation_sides s
         join conversations c on c.id = s.conversation_id
         join profiles p on p.id = case when c.profile_low = $2 then c.profile_high else c.profile_low end
         left join profile_images i on i.id = p.main_image_id
         left join messages lm on lm.conversation_id = c.id and lm.seq = c.last_seq
        where s.profile_id = $2 and (s.hidden_seq is null or s.hidden_seq < c.last_seq)
          and p.status in ('active', 'deleted', 'restricted') and p.id not in ${hiddenProfiles('$1', '$2')}
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
      profile: toChatProfile(row, deletedName),
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

  async profileOf(profileId: number, deletedName = DELETED_MEMBER): Promise<ChatProfile> {
    const [row] = await this.db.query<CardRow & SideState>(
      `select ${CARD_COLUMNS}, ${SIDE_STATE}
         from profiles p left join profile_images i on i.id = p.main_image_id where p.id = $1`,
      [profileId],
    );
    if (!row) throw new Error(`profile ${profileId} vanished`);
    return toChatProfile(row, deletedName);
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
   * Sends a message: the access check, the charge, the next sequence number, the message, its ledger row, the
   * sender's own read mark and the live event, all in one statement, so one round trip to the database, atomic
   * without a transaction block (docs/architecture.md, chat). The balance is lowered only while it covers the price
   * (a check constraint backs that); the conversation's row, updated for its next sequence number, serialises sends
   * in it. The same client id from the same sender answers the stored message: a retry, a double click or a
   * reconnect stores and charges once. A retry racing its first send fails on the unique (sender, client id) index,
   * which undoes the whole statement, and is then answered like any retry.
   */
  async send(
    sender: Viewer,
    conversationId: number,
    clientId: string,
    text: string,
    price: number,
  ): Promise<SendOutcome> {
    let row: SendRow | undefined;
    try {
      [row] = await this.db.query<SendRow>(SEND, [
        conversationId,
        sender.memberId,
        sender.profileId,
        clientId,
        text,
        price,
        LIVE_CHANNEL,
        MAX_PAYLOAD_BYTES,
      ]);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      return this.earlierSend(sender, conversationId, clientId);
    }
    if (!row?.conv) return { kind: 'no_conversation' };
    if (row.earlier) return repeated(messageRowOf(row.earlier), conversationId, sender, row);
    if (row.conv.blocked) return { kind: 'blocked' };
    if (row.conv.restricted) return { kind: 'member_unavailable' };
    if (!row.conv.active) return { kind: 'member_gone' };
    if (!row.stored) return { kind: 'insufficient_credits', price, balance: row.balance ?? 0 };
    return {
      kind: 'sent',
      message: toMessage(messageRowOf(row.stored), sender.profileId),
      credits: row.premium ? null : row.balance_after,
      repeated: false,
      recipient:
        row.conv.other_member === null
          ? null
          : { memberId: row.conv.other_member, connected: row.recipient_connected === true },
    };
  }

  /** A send that lost the race to its own earlier copy (or reused a client id): answered from what is stored. */
  private async earlierSend(sender: Viewer, conversationId: number, clientId: string): Promise<SendOutcome> {
    const [row] = await this.db.query<{ earlier: MessageJson; balance: number; premium: boolean }>(
      `select row_to_json(m) as earlier, s.credits as balance, coalesce(s.premium_until > now(), false) as premium
         from messages m, members s where m.sender_profile_id = $1 and m.client_id = $2 and s.id = $3`,
      [sender.profileId, clientId, sender.memberId],
    );
    if (!row) throw new Error(`the message ${clientId} that failed as a duplicate vanished`);
    return repeated(messageRowOf(row.earlier), conversationId, sender, row);
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

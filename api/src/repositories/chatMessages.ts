import type { ChatMessage } from 'shared-contracts/api/chat';

/** A stored message as the database gives it (docs/product.md, chat). */
export interface MessageRow {
  id: string | number;
  conversation_id: number;
  seq: number;
  sender_profile_id: number;
  client_id: string;
  text: string;
  created_at: Date;
  read_at: Date | null;
}
export const MESSAGE_COLUMNS =
  'm.id, m.conversation_id, m.seq, m.sender_profile_id, m.client_id, m.text, m.created_at, m.read_at';

/** The wire form of a message for one viewer: `mine` and the client id only for the sender's own. */
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

/** A message row as `row_to_json` gives it: times as ISO strings. */
export type MessageJson = Omit<MessageRow, 'created_at' | 'read_at'> & { created_at: string; read_at: string | null };

export function messageRowOf(json: MessageJson): MessageRow {
  return {
    ...json,
    created_at: new Date(json.created_at),
    read_at: json.read_at === null ? null : new Date(json.read_at),
  };
}

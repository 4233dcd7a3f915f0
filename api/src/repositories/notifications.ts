import type { NotificationPreferences } from 'shared-contracts/api/account';
import type { Queryable } from '../db/database';

/** Who a notification mail goes to, and whether they want it. */
export interface NotificationRecipient {
  email: string;
  name: string;
  language: string | null;
  status: string;
  messages: boolean;
  likes: boolean;
}

/**
 * Mail preferences of members and the memory of the notification mails sent (docs/product.md §2 /notifications), and
 * the removal of one browser's push subscription.
 */
export class NotificationRepository {
  constructor(private readonly db: Queryable) {}

  async preferences(memberId: number): Promise<(NotificationPreferences & { email: string }) | null> {
    const [row] = await this.db.query<NotificationPreferences & { email: string }>(
      `select notify_messages as messages, notify_likes as likes, notify_newsletter as newsletter, email
         from members where id = $1`,
      [memberId],
    );
    return row ?? null;
  }

  async setPreferences(memberId: number, preferences: NotificationPreferences): Promise<void> {
    await this.db.query(
      'update members set notify_messages = $2, notify_likes = $3, notify_newsletter = $4 where id = $1',
      [memberId, preferences.messages, preferences.likes, preferences.newsletter],
    );
  }

  /** The member's address, name, language (the profile's, like the push), status and mail preferences. */
  async recipient(tx: Queryable, memberId: number): Promise<NotificationRecipient | null> {
    const [row] = await tx.query<NotificationRecipient>(
      `select m.email, p.name, p.language, m.status, m.notify_messages as messages, m.notify_likes as likes
         from members m join profiles p on p.member_id = m.id where m.id = $1`,
      [memberId],
    );
    return row ?? null;
  }

  /**
   * Claims the right to send one notification mail about `subjectId`: true when none was sent yet, or, with
   * `againAfterHours`, when the last one is at least that old. Two sends at once claim it once (the primary key).
   */
  async claim(
    tx: Queryable,
    memberId: number,
    kind: 'new_message' | 'new_like',
    subjectId: number,
    againAfterHours: number | null,
  ): Promise<boolean> {
    const rows = await tx.query(
      `insert into notification_mails (member_id, kind, subject_id) values ($1, $2, $3)
       on conflict (member_id, kind, subject_id) do update set sent_at = now()
        where $4::int is not null and notification_mails.sent_at <= now() - make_interval(hours => $4::int)
       returning 1`,
      [memberId, kind, subjectId, againAfterHours],
    );
    return rows.length > 0;
  }

  /** Removes the member's own subscription with this endpoint; false when the member has none with it. */
  async removePush(memberId: number, endpoint: string): Promise<boolean> {
    const rows = await this.db.query(
      'delete from push_subscriptions where member_id = $1 and endpoint = $2 returning id',
      [memberId, endpoint],
    );
    return rows.length > 0;
  }
}

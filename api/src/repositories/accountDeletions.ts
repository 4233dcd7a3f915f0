import type { Queryable } from '../db/database';
import { normalizeEmail } from './members';

/** The member row the deletion works on, read under its lock. */
export interface MemberToDelete {
  email: string;
  status: string;
  password_hash: string | null;
  language: string;
  profile_id: number | null;
  name: string | null;
}

/** Rows of the member's own in these tables go whole (docs/product.md "Deleting the account"). */
const MEMBER_TABLES = [
  'likes',
  'blocks',
  'reports',
  'saved_searches',
  'push_subscriptions',
  'known_devices',
  'activation_tokens',
  'password_reset_tokens',
  'mail_change_tokens',
  'notification_mails',
];

/**
 * Deleting an account's personal data (the rules are in account/accountDeletion.ts). The member row stays with
 * status `deleted`, its address and balance; the profile row stays, emptied; bookkeeping (orders, ledger, redeemed
 * codes) stays.
 */
export class AccountDeletionRepository {
  constructor(private readonly db: Queryable) {}

  /** The member's address and status, when the member is of the site. */
  async member(siteId: number, memberId: number): Promise<{ email: string; status: string } | null> {
    const [member] = await this.db.query<{ email: string; status: string }>(
      'select email, status from members where id = $1 and site_id = $2',
      [memberId, siteId],
    );
    return member ?? null;
  }

  /** Locks the member's row for the deletion's transaction and reads what the deletion needs. */
  async lock(tx: Queryable, memberId: number): Promise<MemberToDelete | null> {
    const [locked] = await tx.query<MemberToDelete>(
      `select m.email, m.status, m.password_hash, m.language, p.id as profile_id, p.name
         from members m left join profiles p on p.member_id = m.id
        where m.id = $1 for update of m`,
      [memberId],
    );
    return locked ?? null;
  }

  /**
   * Everything personal of the member, inside the deletion's transaction: answers the photo files to remove once it
   * commits, and the id hashes of the sessions it ended.
   */
  async erase(
    tx: Queryable,
    member: { memberId: number; profileId: number | null; email: string; siteId: number },
  ): Promise<{ files: string[]; endedSessions: string[] }> {
    const { memberId, profileId } = member;
    const files: string[] = [];
    if (profileId !== null) {
      const photos = await tx.query<{ filename: string; thumb_filename: string }>(
        'delete from profile_images where profile_id = $1 returning filename, thumb_filename',
        [profileId],
      );
      for (const photo of photos) files.push(photo.filename, photo.thumb_filename);
      // Emptied rather than deleted: the profile row holds the other side's conversations and their messages.
      await tx.query(
        `update profiles set name = '', gender = null, birthdate = null, country = '', region = 0, city = '',
                fields = '{}', personal = false, main_image_id = null, status = 'deleted'
          where id = $1`,
        [profileId],
      );
      await tx.query('delete from likes where profile_id = $1', [profileId]);
      await tx.query('delete from blocks where profile_id = $1', [profileId]);
    }
    for (const table of MEMBER_TABLES) {
      await tx.query(`delete from ${table} where member_id = $1`, [memberId]);
    }
    const sessions = await tx.query<{ id_hash: string }>(
      'delete from sessions where member_id = $1 returning id_hash',
      [memberId],
    );
    // Unused personal offers go; a redeemed code stays with its order.
    await tx.query(
      `delete from discount_codes d where d.member_id = $1
          and not exists (select 1 from discount_redemptions r where r.code_id = d.id)`,
      [memberId],
    );
    // Earlier mails (their texts name the member); one still waiting in the outbox is left to its worker.
    await tx.query(`delete from mail_messages where member_id = $1 and status <> 'queued'`, [memberId]);
    await tx.query('update resell_clicks set member_id = null where member_id = $1', [memberId]);
    await tx.query('update complaints set member_id = null where member_id = $1', [memberId]);
    await tx.query('delete from login_throttle where site_id = $1 and email_normalized = $2', [
      member.siteId,
      normalizeEmail(member.email),
    ]);
    await tx.query(
      `update members set status = 'deleted', password_hash = null, signup_nonce = null, tracking = '{}',
              notify_messages = false, notify_likes = false, notify_newsletter = false,
              timezone = '', form_path = '', referrer = '', signup_ip = '', came_for_profile_id = null
        where id = $1`,
      [memberId],
    );
    return { files, endedSessions: sessions.map((session) => session.id_hash) };
  }

  /** The anonymous record of why an account went (no member id: nothing links it back). */
  async record(tx: Queryable, siteId: number, reason: string, comment: string): Promise<void> {
    await tx.query('insert into account_deletions (site_id, reason, comment) values ($1, $2, $3)', [
      siteId,
      reason,
      comment,
    ]);
  }
}

import { isLocaleCode, type LocaleCode } from 'shared-contracts';
import type { DeleteAccountRequest } from 'shared-contracts/api/account';
import { verifyPassword } from '../auth/passwords';
import { tokenHash } from '../lib/tokenHash';
import type { Database, Queryable } from '../db/database';
import type { LiveBus } from '../repositories/liveBus';
import type { MailService } from '../mail/mailer';
import { escapeHtml, mailText } from '../mail/mailText';
import type { ImageStorage } from '../media/storage';
import type { LoginThrottle } from '../repositories/loginThrottle';
import { normalizeEmail } from '../repositories/members';
import type { Site } from '../repositories/sites';

/** Only members who may log in can delete (a deleted member has no session left anyway). */
const DELETABLE = new Set(['active', 'not_confirmed']);

export type DeletionOutcome =
  | { kind: 'deleted' }
  | { kind: 'wrong_password' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Already deleted or deactivated (a second call racing the first). */
  | { kind: 'gone' };

/** How the other side of a conversation with a deleted member names them (the API's texts live in the mail catalogs). */
export function deletedMemberName(locale: LocaleCode): string {
  return mailText(locale)('accountDeleted.deletedMember');
}

/**
 * Deleting an account (docs/product.md "Deleting the account"). One transaction, under the member's row lock, checks
 * the password and removes the personal data: the profile's contents, photos, likes and blocks both ways, reports the
 * member made, saved search, push subscriptions, sessions, devices, links and old mail records. The member row stays
 * with status `deleted`, the address (so it reads `deleted` at signup) and the balance, because orders and the credit
 * ledger are bookkeeping the law makes us keep; the profile row stays, emptied, so the other side's conversations
 * keep their messages and show "deleted member". The goodbye mail joins the outbox in the same transaction; the
 * photo files go after the commit (a file removed before a rollback could not come back).
 */
export class AccountDeletionService {
  constructor(
    private readonly deps: {
      db: Database;
      mail: MailService;
      storage: ImageStorage;
      loginThrottle: LoginThrottle;
      live: LiveBus;
      warn: (message: string, error: unknown) => void;
    },
  ) {}

  /** `currentToken`: the session of the browser asking, which learns of the deletion from the answer. */
  async delete(
    site: Site,
    memberId: number,
    request: DeleteAccountRequest,
    currentToken: string | undefined,
  ): Promise<DeletionOutcome> {
    const { db, mail, loginThrottle } = this.deps;
    const [member] = await db.query<{ email: string; status: string }>(
      'select email, status from members where id = $1 and site_id = $2',
      [memberId, site.id],
    );
    if (!member || !DELETABLE.has(member.status)) return { kind: 'gone' };
    // Like a login: a stolen session cannot guess the password to delete the account faster than a login could.
    const slot = await loginThrottle.reserve(site.id, member.email);
    if (!slot.allowed) return { kind: 'throttled', retryAfterSeconds: slot.retryAfterSeconds };

    const result = await db.transaction(async (tx) => {
      const [locked] = await tx.query<{
        email: string;
        status: string;
        password_hash: string | null;
        language: string;
        profile_id: number | null;
        name: string | null;
      }>(
        `select m.email, m.status, m.password_hash, m.language, p.id as profile_id, p.name
           from members m left join profiles p on p.member_id = m.id
          where m.id = $1 for update of m`,
        [memberId],
      );
      if (!locked || !DELETABLE.has(locked.status)) return { kind: 'gone' as const };
      if (!(await verifyPassword(locked.password_hash, request.password))) return { kind: 'wrong_password' as const };
      const files = await this.erase(tx, memberId, locked.profile_id, locked.email, site.id, currentToken);
      await tx.query('insert into account_deletions (site_id, reason, comment) values ($1, $2, $3)', [
        site.id,
        request.reason,
        request.comment ?? '',
      ]);
      const locale = isLocaleCode(locked.language) ? locked.language : 'en';
      await mail.send(this.goodbyeMail(site, memberId, locked.email, locked.name ?? '', locale), tx);
      return { kind: 'deleted' as const, files };
    });
    if (result.kind !== 'deleted') return result;
    mail.wake();
    await this.removeFiles(result.files);
    return { kind: 'deleted' };
  }

  /** Everything personal of the member, inside the deletion's transaction; answers the photo files to remove. */
  private async erase(
    tx: Queryable,
    memberId: number,
    profileId: number | null,
    email: string,
    siteId: number,
    currentToken: string | undefined,
  ): Promise<string[]> {
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
    for (const table of [
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
    ]) {
      await tx.query(`delete from ${table} where member_id = $1`, [memberId]);
    }
    const sessions = await tx.query<{ id_hash: string }>(
      'delete from sessions where member_id = $1 returning id_hash',
      [memberId],
    );
    // Every other browser's live socket closes at once (the bus sends when the transaction commits). The asking
    // browser's is left to its page: closed first, it would send that page to the login before the answer could send
    // it to /account-deleted.
    const asking = currentToken ? tokenHash(currentToken) : '';
    await this.deps.live.publishAll(
      sessions
        .filter((session) => session.id_hash !== asking)
        .map((session) => ({ to: [memberId], sessionEnded: session.id_hash })),
      tx,
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
      siteId,
      normalizeEmail(email),
    ]);
    await tx.query(
      `update members set status = 'deleted', password_hash = null, signup_nonce = null, tracking = '{}',
              notify_messages = false, notify_likes = false, notify_newsletter = false,
              timezone = '', form_path = '', referrer = '', signup_ip = '', came_for_profile_id = null
        where id = $1`,
      [memberId],
    );
    return files;
  }

  private async removeFiles(files: string[]): Promise<void> {
    for (const file of files) {
      try {
        await this.deps.storage.remove(file);
      } catch (error) {
        // The rows are gone, so nothing links to the file any more; an orphan is logged, not an error for the member.
        this.deps.warn(`could not remove the deleted member's photo ${file}`, error);
      }
    }
  }

  private goodbyeMail(site: Site, memberId: number, to: string, name: string, locale: LocaleCode) {
    const t = mailText(locale);
    const names = { name, site: site.settings.name, support: site.settings.support_email };
    const paragraphs = [
      name ? t('accountDeleted.greeting', names) : t('accountDeleted.greetingNoName'),
      t('accountDeleted.body', names),
      t('accountDeleted.kept', names),
      t('accountDeleted.notYou', names),
      t('accountDeleted.signature', names),
    ];
    return {
      siteId: site.id,
      memberId,
      kind: 'account_deleted',
      from: `${site.settings.name} <${site.settings.email}>`,
      to,
      subject: t('accountDeleted.subject', names),
      text: `${paragraphs.join('\n\n')}\n`,
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    };
  }
}

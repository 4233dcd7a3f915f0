import { isLocaleCode, type LocaleCode } from 'shared-contracts';
import type { DeleteAccountRequest } from 'shared-contracts/api/account';
import { verifyPassword } from '../auth/passwords';
import { tokenHash } from '../lib/tokenHash';
import type { LiveBus } from '../repositories/liveBus';
import type { MailService } from '../mail/mailer';
import { escapeHtml, mailText } from '../mail/mailText';
import type { ImageStorage } from '../media/storage';
import type { Queryable } from '../db/database';
import type { AccountDeletionRepository, MemberToDelete } from '../repositories/accountDeletions';
import type { LoginThrottle } from '../repositories/loginThrottle';
import type { Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

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
      inTransaction: InTransaction;
      deletions: AccountDeletionRepository;
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
    const { inTransaction, deletions, loginThrottle } = this.deps;
    const member = await deletions.member(site.id, memberId);
    if (!member || !DELETABLE.has(member.status)) return { kind: 'gone' };
    // Like a login: a stolen session cannot guess the password to delete the account faster than a login could.
    const slot = await loginThrottle.reserve(site.id, member.email);
    if (!slot.allowed) return { kind: 'throttled', retryAfterSeconds: slot.retryAfterSeconds };

    const result = await inTransaction(async (tx) => {
      const locked = await deletions.lock(tx, memberId);
      if (!locked || !DELETABLE.has(locked.status)) return { kind: 'gone' as const };
      if (!(await verifyPassword(locked.password_hash, request.password))) return { kind: 'wrong_password' as const };
      const files = await this.erase(tx, site, memberId, locked, {
        reason: request.reason,
        comment: request.comment ?? '',
        keepSession: currentToken,
      });
      return { kind: 'deleted' as const, files };
    });
    if (result.kind !== 'deleted') return result;
    await this.afterCommit(result.files);
    return { kind: 'deleted' };
  }

  /**
   * Deletes an account on the member's request through support (docs/operators.md "Members"): the same erasure, mail
   * and record as the member's own deletion, without the password, for an account in any state but deleted (a
   * deactivated or restricted member has the same right). `record` runs in the deletion's transaction (the audit
   * entry), with the status the account had.
   */
  async deleteOnRequest(
    site: Site,
    memberId: number,
    comment: string,
    record: (tx: Queryable, statusBefore: string) => Promise<void>,
  ): Promise<'deleted' | 'gone'> {
    const files = await this.deps.inTransaction(async (tx) => {
      const locked = await this.deps.deletions.lock(tx, memberId);
      if (!locked || locked.status === 'deleted') return null;
      const removed = await this.erase(tx, site, memberId, locked, {
        reason: 'other',
        comment,
        keepSession: undefined,
      });
      await record(tx, locked.status);
      return removed;
    });
    if (!files) return 'gone';
    await this.afterCommit(files);
    return 'deleted';
  }

  /** The erasure inside the deletion's transaction; answers the photo files to remove once it commits. */
  private async erase(
    tx: Queryable,
    site: Site,
    memberId: number,
    locked: MemberToDelete,
    why: { reason: DeleteAccountRequest['reason']; comment: string; keepSession: string | undefined },
  ): Promise<string[]> {
    const { deletions, mail } = this.deps;
    const { files, endedSessions } = await deletions.erase(tx, {
      memberId,
      profileId: locked.profile_id,
      email: locked.email,
      siteId: site.id,
    });
    // Every other browser's live socket closes at once (the bus sends when the transaction commits). The asking
    // browser's is left to its page: closed first, it would send that page to the login before the answer could
    // send it to /account-deleted.
    const asking = why.keepSession ? tokenHash(why.keepSession) : '';
    await this.deps.live.publishAll(
      endedSessions.filter((hash) => hash !== asking).map((hash) => ({ to: [memberId], sessionEnded: hash })),
      tx,
    );
    await deletions.record(tx, site.id, why.reason, why.comment);
    const locale = isLocaleCode(locked.language) ? locked.language : 'en';
    await mail.send(this.goodbyeMail(site, memberId, locked.email, locked.name ?? '', locale), tx);
    return files;
  }

  private async afterCommit(files: string[]): Promise<void> {
    this.deps.mail.wake();
    await this.removeFiles(files);
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

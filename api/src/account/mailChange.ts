import { randomBytes } from 'node:crypto';
import { isLocaleCode } from 'shared-contracts';
import { emailStatusMessage } from 'shared-contracts/api/signup';
import { WRONG_PASSWORD } from 'shared-contracts/api/account';
import { verifyPassword } from '../auth/passwords';
import { tokenHash } from '../lib/tokenHash';
import type { Queryable } from '../db/database';
import { linkMail } from '../mail/linkMail';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import { HttpError, invalidFields, notLoggedIn } from '../lib/httpErrors';
import type { MailChangeRepository } from '../repositories/mailChanges';
import { normalizeEmail, type MemberRepository } from '../repositories/members';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import { correctedEmail, emailStatus } from '../signup/emailCheck';

/** A link works a day: the new mailbox may be one the member opens only at home. */
export const MAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Per member and per new address, at most this many links an hour: the form cannot flood anyone's mailbox. */
export const MAIL_CHANGES_PER_HOUR = 3;

/**
 * Changing the account's e-mail address (docs/product.md §2 /notifications, /mail-change/do): the current password,
 * then a single-use link to the new address and a notice to the old one; the link moves the account.
 */
export class MailChangeService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      mail: MailService;
      members: MemberRepository;
      changes: MailChangeRepository;
      publicOrigin: string | undefined;
    },
  ) {}

  /** The address of a link still open, for the page's "We sent a link to …". */
  pending(memberId: number): Promise<string | null> {
    return this.deps.changes.pending(memberId);
  }

  /**
   * Checks the password and the new address (signup's e-mail status: free on the site, well-formed) and mails the
   * link and the notice, both in one transaction with the link. Throws the field error or 429 the form shows.
   */
  async request(site: Site, memberId: number, newEmail: string, password: string): Promise<string> {
    const { inTransaction, members, changes, mail } = this.deps;
    const target = await members.activationTarget(memberId);
    const credentials = target && (await members.credentialsByEmail(site.id, target.email));
    if (!target || !credentials || credentials.id !== memberId) throw notLoggedIn();
    if (!(await verifyPassword(credentials.password_hash, password))) throw invalidFields({ password: WRONG_PASSWORD });
    const email = correctedEmail(newEmail);
    if (normalizeEmail(email) === normalizeEmail(target.email)) throw invalidFields({ email: 'email_is_current' });
    const problem = emailStatusMessage(await emailStatus(members, site.id, email));
    if (problem) throw invalidFields({ email: problem });

    const token = randomBytes(32).toString('base64url');
    await inTransaction(async (tx) => {
      await members.lock(tx, memberId);
      if (
        (await changes.sentByMember(tx, memberId, 1)) >= MAIL_CHANGES_PER_HOUR ||
        (await changes.sentToAddress(tx, email, 1)) >= MAIL_CHANGES_PER_HOUR
      )
        throw new HttpError(429, 'too_many_mail_changes', 'Too many address changes this hour; try again later');
      await changes.insert(tx, tokenHash(token), memberId, email, MAIL_CHANGE_TTL_MS / 1000);
      await this.queueMails(tx, site, memberId, target, email, token);
    });
    mail.wake();
    return email;
  }

  /**
   * Moves the account to the link's address, in one transaction with using the link: the address is checked free
   * again (another account may have taken it since) and counts as confirmed, the member having opened the mail.
   * A link whose change is already in place answers its address again. Null for an unknown, ended or expired link, or
   * an address taken meanwhile.
   */
  async apply(site: Site, token: string): Promise<string | null> {
    try {
      return await this.deps.inTransaction(async (tx) => {
        const used = await this.deps.changes.use(tx, tokenHash(token), site.id);
        if (!used) return this.deps.changes.alreadyApplied(tx, tokenHash(token), site.id);
        return this.deps.members.moveToConfirmedAddress(tx, used.memberId, used.email, site.id);
      });
    } catch (error) {
      // Taken between the check and the update (the unique index): the same answer as a taken address.
      if ((error as { code?: string }).code === '23505') return null;
      throw error;
    }
  }

  private async queueMails(
    tx: Queryable,
    site: Site,
    memberId: number,
    target: { email: string; name: string; language: string; status: string },
    email: string,
    token: string,
  ): Promise<void> {
    const origin = mailOrigin(site, this.deps.publicOrigin);
    const t = mailText(isLocaleCode(target.language) ? target.language : 'en');
    const from = `${site.settings.name} <${site.settings.email}>`;
    const names = { name: target.name, site: site.settings.name, email };
    await this.deps.mail.send(
      {
        siteId: site.id,
        memberId,
        kind: 'mail_change',
        from,
        to: email,
        ...linkMail(t, 'mailChange', names, `${origin}/mail-change/do?token=${token}`, siteBrandColor(site)),
      },
      tx,
    );
    // The notice protects the owner of a confirmed address. An unconfirmed one may be a typo (signup's "Wrong e-mail
    // address? Change it" leads here): a stranger's mailbox should not learn the member's new address.
    if (target.status !== 'active') return;
    await this.deps.mail.send(
      {
        siteId: site.id,
        memberId,
        kind: 'mail_change_notice',
        from,
        to: target.email,
        ...linkMail(t, 'mailChangeNotice', names, `${origin}/reset-password`, siteBrandColor(site)),
      },
      tx,
    );
  }
}

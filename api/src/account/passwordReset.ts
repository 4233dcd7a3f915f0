import { randomBytes } from 'node:crypto';
import { isLocaleCode } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { tokenHash } from '../lib/tokenHash';
import { endOtherSessions } from './endOtherSessions';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import { linkMail } from '../mail/linkMail';
import { mailText } from '../mail/mailText';
import type { LiveBus } from '../repositories/liveBus';
import type { LoginThrottle } from '../repositories/loginThrottle';
import type { MemberRepository } from '../repositories/members';
import type { PasswordResetRepository } from '../repositories/passwordResets';
import type { SessionRepository } from '../repositories/sessions';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

/** A link works this long: long enough to open the mail, short enough that an old mailbox holds no live key. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** At most this many links per address per hour: nobody can flood a mailbox through the form. */
export const RESET_LINKS_PER_HOUR = 3;
/**
 * A click on "save" whose answer was lost (a dropped connection) is sent again with the same link: within this time,
 * the same password is answered as done rather than "this link does not work".
 */
const RETRY_WINDOW_S = 10 * 60;
/** Members with these statuses may log in, so they may reset; deleted or deactivated accounts get no mail. */
const RESETTABLE = new Set(['active', 'not_confirmed']);

/**
 * Forgotten passwords (docs/product.md §2 /reset-password, /reset-password/do): a single-use link by mail, then a new
 * password that ends every other session of the member.
 */
export class PasswordResetService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      mail: MailService;
      members: MemberRepository;
      resets: PasswordResetRepository;
      sessions: SessionRepository;
      live: LiveBus;
      loginThrottle: LoginThrottle;
      publicOrigin: string | undefined;
    },
  ) {}

  /**
   * Mails a reset link to the account of `email`, when there is one that may log in and it has not had too many
   * links this hour. The caller answers the same either way: the answer never tells whether an account exists.
   */
  async request(site: Site, email: string): Promise<void> {
    const { inTransaction, members, resets, mail } = this.deps;
    const member = await members.credentialsByEmail(site.id, email);
    if (!member || !RESETTABLE.has(member.status)) return;
    const target = await members.activationTarget(member.id);
    if (!target) return;
    const token = randomBytes(32).toString('base64url');
    const sent = await inTransaction(async (tx) => {
      await members.lock(tx, member.id);
      if ((await resets.sentSince(tx, member.id, 1)) >= RESET_LINKS_PER_HOUR) return false;
      await resets.insert(tx, tokenHash(token), member.id, RESET_LINK_TTL_MS / 1000);
      await mail.send(this.resetMail(site, member.id, target, token), tx);
      return true;
    });
    if (sent) mail.wake();
  }

  /**
   * Sets the new password with a link's token, in one transaction with using the link, ending the member's other
   * links and every other session (a browser logged in as that member keeps its own). False for an unknown, used or
   * expired link. A retry of a reset that already went through, with the same password, is true too.
   */
  async reset(site: Site, token: string, password: string, keepSession: string | undefined): Promise<boolean> {
    const { inTransaction, members, resets, loginThrottle } = this.deps;
    const passwordHash = await hashPassword(password);
    const member = await inTransaction(async (tx) => {
      const used = await resets.use(tx, tokenHash(token), site.id);
      if (!used) return null;
      await members.setPasswordHash(tx, used.memberId, passwordHash);
      await endOtherSessions(this.deps, tx, used.memberId, keepSession);
      return used;
    });
    if (!member) return this.isRetry(site, token, password);
    // Whoever proved the mailbox may log in at once, even after the failed attempts that made them reset.
    await loginThrottle.succeeded(site.id, member.email);
    return true;
  }

  private async isRetry(site: Site, token: string, password: string): Promise<boolean> {
    const used = await this.deps.resets.usedRecently(tokenHash(token), site.id, RETRY_WINDOW_S);
    return used !== null && (await verifyPassword(used.passwordHash, password));
  }

  private resetMail(
    site: Site,
    memberId: number,
    target: { email: string; name: string; language: string },
    token: string,
  ) {
    const link = `${mailOrigin(site, this.deps.publicOrigin)}/reset-password/do?token=${token}`;
    const t = mailText(isLocaleCode(target.language) ? target.language : 'en');
    return {
      siteId: site.id,
      memberId,
      kind: 'password_reset',
      from: `${site.settings.name} <${site.settings.email}>`,
      to: target.email,
      ...linkMail(t, 'passwordReset', { name: target.name, site: site.settings.name }, link, siteBrandColor(site)),
    };
  }
}

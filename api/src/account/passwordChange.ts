import { isLocaleCode } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { LiveBus } from '../repositories/liveBus';
import { mailOrigin } from '../mail/links';
import { linkMail } from '../mail/linkMail';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import type { MemberRepository } from '../repositories/members';
import type { SessionRepository } from '../repositories/sessions';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import { endOtherSessions } from './endOtherSessions';

/**
 * A logged-in member changes the password with the current one (docs/product.md §2 My profile): in one transaction the
 * new hash, the end of every other session of the member (this browser keeps its own) and a notice to the member's
 * address, whose link leads to the password reset in case it was not the member.
 */
export class PasswordChangeService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      mail: MailService;
      members: MemberRepository;
      sessions: SessionRepository;
      live: LiveBus;
      publicOrigin: string | undefined;
    },
  ) {}

  /** False for a wrong current password. */
  async change(
    site: Site,
    memberId: number,
    current: string,
    password: string,
    keepSession: string | undefined,
  ): Promise<boolean> {
    const { inTransaction, mail, members } = this.deps;
    const verifiedHash = await members.passwordHash(memberId);
    if (!(await verifyPassword(verifiedHash, current))) return false;
    const passwordHash = await hashPassword(password);
    const target = await members.activationTarget(memberId);
    await inTransaction(async (tx) => {
      if (!(await members.replacePasswordHash(tx, memberId, passwordHash, verifiedHash))) return;
      await endOtherSessions(this.deps, tx, memberId, keepSession);
      if (target) {
        const t = mailText(isLocaleCode(target.language) ? target.language : 'en');
        const link = `${mailOrigin(site, this.deps.publicOrigin)}/reset-password`;
        await mail.send(
          {
            siteId: site.id,
            memberId,
            kind: 'password_changed',
            from: `${site.settings.name} <${site.settings.email}>`,
            to: target.email,
            ...linkMail(
              t,
              'passwordChanged',
              { name: target.name, site: site.settings.name },
              link,
              siteBrandColor(site),
            ),
          },
          tx,
        );
      }
    });
    mail.wake();
    return true;
  }
}

import { randomBytes } from 'node:crypto';
import { tokenHash } from '../lib/tokenHash';
import { isLocaleCode } from 'shared-contracts';
import type { Queryable } from '../db/database';
import { insertActivationToken, useActivationToken, type ActivationOutcome } from '../repositories/activation';
import { latestDelivered } from '../repositories/mail';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';
import { linkMail } from './linkMail';
import { mailText } from './mailText';
import type { MailService } from './mailer';

const LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface ActivationTarget {
  memberId: number;
  email: string;
  name: string;
  language: string;
}

/** Double opt-in (docs/product.md §2 step 7, §4 Activation progress): the mail with its link, and what the link does. */
export class ActivationService {
  constructor(
    private readonly db: Queryable,
    private readonly inTransaction: InTransaction,
    private readonly mail: MailService,
  ) {}

  /**
   * Queues the activation mail with a fresh single-use link under `origin` (the site's own address). The link's token
   * and the message are written in one transaction: there is never a link without its mail, or a mail whose link
   * does not work. The outbox sends it; delivered() reports when it has.
   */
  async send(site: Site, member: ActivationTarget, origin: string): Promise<void> {
    await this.inTransaction((tx) => this.queue(tx, site, member, origin));
    this.mail.wake();
  }

  /**
   * `send` inside the caller's transaction (an operator's resend commits with its audit entry); the caller wakes the
   * outbox after the commit.
   */
  async queue(tx: Queryable, site: Site, member: ActivationTarget, origin: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const link = `${origin}/activate/confirm?token=${token}`;
    const t = mailText(isLocaleCode(member.language) ? member.language : 'en');
    const mail = {
      siteId: site.id,
      memberId: member.memberId,
      kind: 'activation',
      from: `${site.settings.name} <${site.settings.email}>`,
      to: member.email,
      ...linkMail(t, 'activation', { name: member.name, site: site.settings.name }, link, siteBrandColor(site)),
    };
    await insertActivationToken(tx, tokenHash(token), member.memberId, LINK_TTL_MS / 1000);
    await this.mail.send(mail, tx);
  }

  /** Activates the account of a valid, unused, unexpired link; says whether it did, or the account was active already. */
  async confirm(token: string): Promise<ActivationOutcome> {
    return this.inTransaction((tx) => useActivationToken(tx, tokenHash(token)));
  }

  /** Whether the member's latest activation mail has been delivered (SMTP accepted it, or the local outbox recorded it). */
  async delivered(memberId: number): Promise<boolean> {
    return latestDelivered(this.db, memberId, 'activation');
  }
}

import { createHmac } from 'node:crypto';
import { isLocaleCode, routePath, type LocaleCode } from 'shared-contracts';
import { APPEAL_WINDOW_DAYS, isStatementAction } from 'shared-contracts/api';
import { tokenHash } from '../lib/tokenHash';
import { linkMail } from '../mail/linkMail';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import type { StatementRepository } from '../repositories/moderationStatements';
import type { NotificationRepository } from '../repositories/notifications';
import type { ReportOutcome } from '../repositories/reports';
import type { Queryable } from '../db/database';
import { siteBrandColor, type Site, type SiteRepository } from '../repositories/sites';
import { mailDate, statementMail } from './statementMail';

/** Accounts that can still read mail: a deleted one gets none. */
const REACHABLE = new Set(['active', 'not_confirmed']);
const localeOf = (language: string | null): LocaleCode => (isLocaleCode(language) ? language : 'en');

/**
 * Statements of reasons (DSA art. 17) and what members are told about moderation (docs/product.md "Decisions about
 * your account"): the affected member gets the statement of every restricting decision, by mail and in
 * /notifications, in their profile's language; a reporter is told the outcome of their report; an appellant the
 * outcome of the appeal. Everything is queued in the caller's transaction, so it goes out only if the decision commits.
 *
 * The link of a statement works without a session (a banned member has none): its token is an HMAC of the decision
 * with a server key, so the statement's later mails can carry the same link, and only the token's hash is stored.
 * Suspensions and bans link to /pages/ban?statement=<token>, the one page such a member can open; the other
 * decisions to /notifications?statement=<id>, where the logged-in member reads and appeals them.
 */
export class StatementService {
  constructor(
    private readonly deps: {
      statements: StatementRepository;
      notifications: NotificationRepository;
      sites: SiteRepository;
      mail: MailService;
      publicOrigin: string | undefined;
      /** The key of the statements' link tokens (a persistent secret). */
      linkKey: string;
    },
  ) {}

  /**
   * Gives a decision its statement of reasons, in the decision's transaction: the statement row (appealable for
   * APPEAL_WINDOW_DAYS) and the mail to the member. Does nothing (null) for a decision that restricts no one
   * (dismiss, approve_photo, lift), for a profile without a member, and for a decision that has its statement
   * already. The caller wakes the outbox after committing (`mail.wake()`), or the worker sends at its next poll.
   */
  async issue(tx: Queryable, decisionId: number): Promise<{ id: number; link: string } | null> {
    const { statements } = this.deps;
    const subject = await statements.subject(tx, decisionId);
    if (!subject || subject.member_id === null || !isStatementAction(subject.action)) return null;
    const locale = localeOf(subject.language);
    const id = await statements.create(tx, {
      decisionId,
      siteId: subject.site_id,
      memberId: subject.member_id,
      tokenHash: tokenHash(this.tokenOf(decisionId)),
      locale,
      appealDays: APPEAL_WINDOW_DAYS,
    });
    if (id === null) return null;
    const site = await this.site(tx, subject.site_id);
    const link = this.link(site, { id, decisionId, action: subject.action });
    const statement = (await statements.find({ id }, tx))?.statement;
    if (statement && subject.email && subject.member_status && REACHABLE.has(subject.member_status)) {
      const origin = mailOrigin(site, this.deps.publicOrigin);
      await this.deps.mail.send(
        {
          siteId: site.id,
          memberId: subject.member_id,
          kind: 'statement',
          from: `${site.settings.name} <${site.settings.email}>`,
          to: subject.email,
          ...statementMail(statement, {
            name: subject.name ?? '',
            site: site.settings.name,
            locale,
            timeZone: subject.timezone,
            terms: `${origin}${routePath('pages-terms')}`,
            link,
            color: siteBrandColor(site),
          }),
        },
        tx,
      );
    }
    return { id, link };
  }

  /**
   * The statement's link token: the same for every mail about it, never stored (only its hash is). 32 bytes of HMAC,
   * base64url: 43 characters, as the contract's token rule expects.
   */
  tokenOf(decisionId: number): string {
    return createHmac('sha256', this.deps.linkKey).update(`statement:${decisionId}`).digest('base64url');
  }

  /** Where a statement's mails lead: the ban page for a suspension or ban, else the member's notifications. */
  private link(site: Site, statement: { id: number; decisionId: number; action: string }): string {
    const origin = mailOrigin(site, this.deps.publicOrigin);
    if (statement.action === 'suspend' || statement.action === 'ban')
      return `${origin}${routePath('pages-ban')}?statement=${this.tokenOf(statement.decisionId)}`;
    return `${origin}${routePath('notifications')}?statement=${statement.id}`;
  }

  /**
   * Tells each reporter of a decided case its outcome (DSA art. 16(5)): that the moderators took action or found no
   * breach, never what was done to whom. Their /notifications shows it from the reports' outcome.
   */
  async tellReporters(tx: Queryable, siteId: number, memberIds: number[], outcome: ReportOutcome): Promise<void> {
    if (!memberIds.length) return;
    const site = await this.site(tx, siteId);
    const origin = mailOrigin(site, this.deps.publicOrigin);
    for (const memberId of memberIds) {
      const recipient = await this.deps.notifications.recipient(tx, memberId);
      if (!recipient || !REACHABLE.has(recipient.status)) continue;
      const t = mailText(localeOf(recipient.language));
      await this.deps.mail.send(
        {
          siteId: site.id,
          memberId,
          kind: 'report_outcome',
          from: `${site.settings.name} <${site.settings.email}>`,
          to: recipient.email,
          ...linkMail(
            t,
            outcome === 'action_taken' ? 'reportActionTaken' : 'reportNoBreach',
            { name: recipient.name, site: site.settings.name },
            `${origin}${routePath('notifications')}#reports`,
            siteBrandColor(site),
          ),
        },
        tx,
      );
    }
  }

  /**
   * Tells the appellant how their appeal was decided (DSA art. 20(4)): reversed (what was removed is back) or upheld,
   * with the moderator's note and, when upheld, the other ways of redress.
   */
  async tellAppealOutcome(
    tx: Queryable,
    appeal: {
      siteId: number;
      memberId: number | null;
      statementId: number;
      decisionId: number;
      action: string;
      outcome: 'upheld' | 'reversed';
      note: string;
      appealedAt: Date;
    },
  ): Promise<void> {
    if (appeal.memberId === null) return;
    const recipient = await this.deps.notifications.recipient(tx, appeal.memberId);
    if (!recipient || !REACHABLE.has(recipient.status)) return;
    const site = await this.site(tx, appeal.siteId);
    const locale = localeOf(recipient.language);
    const reversed = appeal.outcome === 'reversed';
    // A reversed suspension or ban leaves nothing to show on the ban page: the member reads it in /notifications.
    const link = reversed
      ? `${mailOrigin(site, this.deps.publicOrigin)}${routePath('notifications')}?statement=${appeal.statementId}`
      : this.link(site, { id: appeal.statementId, decisionId: appeal.decisionId, action: appeal.action });
    await this.deps.mail.send(
      {
        siteId: site.id,
        memberId: appeal.memberId,
        kind: 'appeal_outcome',
        from: `${site.settings.name} <${site.settings.email}>`,
        to: recipient.email,
        ...linkMail(
          mailText(locale),
          reversed ? 'appealReversed' : 'appealUpheld',
          {
            name: recipient.name,
            site: site.settings.name,
            date: mailDate(appeal.appealedAt, locale, null),
            note: appeal.note,
          },
          link,
          siteBrandColor(site),
        ),
      },
      tx,
    );
  }

  private async site(tx: Queryable, siteId: number): Promise<Site> {
    const site = await this.deps.sites.byId(siteId, tx);
    if (!site) throw new Error(`site ${siteId} of a moderation decision vanished`);
    return site;
  }
}

import { isLocaleCode, routePath } from 'shared-contracts';
import { linkMail } from '../mail/linkMail';
import { mailOrigin } from '../mail/links';
import type { MailService } from '../mail/mailer';
import { mailText } from '../mail/mailText';
import type { NotificationRecipient, NotificationRepository } from '../repositories/notifications';
import { siteBrandColor, type Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

/** At most one "new message" mail per conversation in this many hours: a lively chat must not flood the mailbox. */
export const MESSAGE_MAIL_EVERY_HOURS = 1;
/** Members who may log in get mail; deleted and deactivated accounts get none. */
const REACHABLE = new Set(['active', 'not_confirmed']);

/**
 * The notification mails (docs/product.md §2 /notifications, §4 Mail): "new message from {name}" to an offline member
 * (never the text; at most one per conversation an hour) and "{name} likes you" (once per liker), each only when the
 * member wants it. Queued in the durable outbox in one transaction with the throttle's record.
 */
export class NotificationMails {
  /** Notices running after their request's answer (afterAnswer), until each has ended. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      mail: MailService;
      notifications: NotificationRepository;
      publicOrigin: string | undefined;
    },
  ) {}

  /**
   * Runs `notice` once the current request has been answered (a slow push service or database must not hold up the
   * member who caused it) and keeps track of it until it ends; a failure is the notice's own to handle.
   */
  afterAnswer(notice: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve)).then(notice).catch(() => undefined);
    this.running.add(running);
    void running.finally(() => this.running.delete(running));
  }

  /**
   * Resolves once every notice begun with afterAnswer before the call (and any begun meanwhile) has ended: what they
   * were to queue is in the outbox. Why: a test that asserts that a notice was NOT sent waits for this (then for the
   * outbox's idle()) instead of a fixed time, which would pass when the notice merely came late; a shutdown may wait
   * for it before closing the database.
   */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Returns whether a mail was queued. */
  async newMessage(site: Site, recipientMemberId: number, conversationId: number, senderName: string) {
    return this.queue(site, recipientMemberId, {
      kind: 'new_message',
      subjectId: conversationId,
      againAfterHours: MESSAGE_MAIL_EVERY_HOURS,
      wanted: (recipient) => recipient.messages,
      catalogKey: 'newMessage',
      sender: senderName,
      path: routePath('chats-chatId', { chatId: conversationId }),
    });
  }

  /** Returns whether a mail was queued. */
  async newLike(site: Site, recipientMemberId: number, likerProfileId: number, likerName: string) {
    return this.queue(site, recipientMemberId, {
      kind: 'new_like',
      subjectId: likerProfileId,
      againAfterHours: null,
      wanted: (recipient) => recipient.likes,
      catalogKey: 'newLike',
      sender: likerName,
      path: routePath('members-memberId', { profileId: likerProfileId }),
    });
  }

  private async queue(
    site: Site,
    memberId: number,
    mail: {
      kind: 'new_message' | 'new_like';
      subjectId: number;
      againAfterHours: number | null;
      wanted: (recipient: NotificationRecipient) => boolean;
      catalogKey: 'newMessage' | 'newLike';
      sender: string;
      path: string;
    },
  ): Promise<boolean> {
    const { inTransaction, notifications } = this.deps;
    const origin = mailOrigin(site, this.deps.publicOrigin);
    const queued = await inTransaction(async (tx) => {
      const recipient = await notifications.recipient(tx, memberId);
      if (!recipient || !REACHABLE.has(recipient.status) || !mail.wanted(recipient)) return false;
      if (!(await notifications.claim(tx, memberId, mail.kind, mail.subjectId, mail.againAfterHours))) return false;
      const t = mailText(recipient.language && isLocaleCode(recipient.language) ? recipient.language : 'en');
      await this.deps.mail.send(
        {
          siteId: site.id,
          memberId,
          kind: mail.kind,
          from: `${site.settings.name} <${site.settings.email}>`,
          to: recipient.email,
          ...linkMail(
            t,
            mail.catalogKey,
            {
              name: recipient.name,
              site: site.settings.name,
              sender: mail.sender,
              settings: `${origin}/notifications`,
            },
            `${origin}${mail.path}`,
            siteBrandColor(site),
          ),
        },
        tx,
      );
      return true;
    });
    if (queued) this.deps.mail.wake();
    return queued;
  }
}

import { NotificationMails } from '../account/notificationMails';
import { ActivationService } from '../mail/activation';
import { MailService } from '../mail/mailer';
import { NotificationRepository } from '../repositories/notifications';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, warnUnlessSilent } from './domain';

/** The mail outbox and its worker, the activation mail, notification mails and their throttle. */
export interface MailServices {
  mail: MailService;
  activation: ActivationService;
  notifications: NotificationRepository;
  notificationMails: NotificationMails;
}

export const mailDomain = defineDomain<CoreServices, MailServices>({
  name: 'mail',
  dependencies: [coreDomain],
  create: ({ config, db, inTransaction }, options) => {
    const mail = new MailService(db, config.smtpUrl, {
      // PGlite runs behind the data directory lock, so a claim found at start was left by a process that died mid-send.
      recoverClaims: db.kind === 'pglite',
      warn: warnUnlessSilent(config),
      ...options.mail,
    });
    const notifications = new NotificationRepository(db);
    return {
      mail,
      activation: new ActivationService(db, inTransaction, mail),
      notifications,
      notificationMails: new NotificationMails({
        inTransaction,
        mail,
        notifications,
        publicOrigin: config.publicOrigin,
      }),
    };
  },
  // The outbox worker sends what is queued; a message queued meanwhile is sent after the next start.
  start: ({ mail }) => {
    mail.start();
    return () => mail.close();
  },
});

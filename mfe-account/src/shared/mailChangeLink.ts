import { routePath } from 'shared-contracts';

/**
 * The anchor of /notifications where the e-mail change form is explained (docs/product.md §2): signup's "Wrong e-mail
 * address? Change it" links there, and so does /mail-change/do for a link that did not work.
 */
export const INCORRECT_ANCHOR = 'email-change-incorrect';
export const incorrectPath = `${routePath('notifications')}#${INCORRECT_ANCHOR}`;

/** The history state /mail-change/do leaves for a link that did not work, so the section says why the member is there. */
export interface MailChangeLinkState {
  linkInvalid: true;
}

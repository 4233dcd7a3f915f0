import { mailButton } from './mailButton';
import { escapeHtml, type mailText } from './mailText';

/**
 * Subject, text and HTML of a mail whose point is one link (activation, password reset, e-mail change, notifications),
 * from the catalog keys `<kind>.subject|greeting|body|button|ignore|signature`: the link is a button in HTML and
 * written out in the text. Every text may use every name (`{{name}}` the recipient, `{{site}}`, and the kind's own).
 */
export function linkMail(
  t: ReturnType<typeof mailText>,
  kind:
    | 'activation'
    | 'passwordReset'
    | 'passwordChanged'
    | 'mailChange'
    | 'mailChangeNotice'
    | 'newMessage'
    | 'newLike'
    | 'operatorInvite'
    | 'operatorSignInAlert'
    | 'reportActionTaken'
    | 'reportNoBreach'
    | 'appealReversed'
    | 'appealUpheld',
  names: { name: string; site: string } & Record<string, string>,
  link: string,
  /** The site's brand colour, for the button. */
  color: string,
): { subject: string; text: string; html: string } {
  const greeting = t(`${kind}.greeting`, names);
  const body = t(`${kind}.body`, names);
  const ignore = t(`${kind}.ignore`, names);
  const signature = t(`${kind}.signature`, names);
  return {
    subject: t(`${kind}.subject`, names),
    text: `${greeting}\n\n${body}\n${link}\n\n${ignore}\n\n${signature}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
${mailButton(link, t(`${kind}.button`), color)}
<p style="color:#666">${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
  };
}

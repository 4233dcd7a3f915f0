import { escapeHtml, type mailText } from './mailText';

/**
 * Subject, text and HTML of a mail whose point is one link (activation, password reset), from the catalog keys
 * `<kind>.subject|greeting|body|button|ignore|signature`: the link is a button in HTML and written out in the text.
 */
export function linkMail(
  t: ReturnType<typeof mailText>,
  kind: 'activation' | 'passwordReset' | 'passwordChanged',
  names: { name: string; site: string },
  link: string,
): { subject: string; text: string; html: string } {
  const greeting = t(`${kind}.greeting`, { name: names.name });
  const body = t(`${kind}.body`, { site: names.site });
  const ignore = t(`${kind}.ignore`);
  const signature = t(`${kind}.signature`, { site: names.site });
  return {
    subject: t(`${kind}.subject`, { site: names.site }),
    text: `${greeting}\n\n${body}\n${link}\n\n${ignore}\n\n${signature}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#c2185b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t(`${kind}.button`))}</a></p>
<p style="color:#666">${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
  };
}

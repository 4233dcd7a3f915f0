import { escapeHtml } from './mailText';

/**
 * A mail's one call to action as a button in the site's brand colour (white text on it: the console refuses colours
 * it would not read on). Inline styles: mail programs ignore style sheets.
 */
export const mailButton = (href: string, label: string, color: string): string =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${escapeHtml(color)};color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;

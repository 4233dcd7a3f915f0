import type { Statement } from 'shared-contracts/api/account';
import type { LocaleCode } from 'shared-contracts';
import { knownGround } from 'shared-contracts/api';
import { mailButton } from '../mail/mailButton';
import { escapeHtml, mailText } from '../mail/mailText';

/** A time in the member's language and time zone (UTC when the zone is unknown or invalid), with the zone named. */
export function mailDate(when: string | Date, locale: LocaleCode, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(new Date(when));
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

/** A ground's name in the member's language; an unknown one reads as "other". */
export function groundName(t: ReturnType<typeof mailText>, ground: string): string {
  return t(`grounds.${knownGround(ground)}`);
}

/**
 * The statement of reasons by mail (DSA art. 17; docs/product.md "Decisions about your account"): what was decided,
 * the rule of the terms (with their address), the facts in the moderator's words, whether automated means decided,
 * the end of a suspension, and how and until when to appeal, with the statement's link. Every text the member or a
 * moderator wrote is escaped in the HTML part.
 */
export function statementMail(
  statement: Statement,
  names: {
    name: string;
    site: string;
    locale: LocaleCode;
    timeZone: string | null;
    terms: string;
    link: string;
    /** The site's brand colour, for the button. */
    color: string;
  },
): { subject: string; text: string; html: string } {
  const t = mailText(names.locale);
  const date = (when: string) => mailDate(when, names.locale, names.timeZone);
  const values = {
    name: names.name,
    site: names.site,
    until: statement.suspended_until ? date(statement.suspended_until) : '',
    fields: statement.removed_fields.map((field) => t(`profileTexts.${field}`, { defaultValue: field })).join(', '),
    ground: groundName(t, statement.ground),
    terms: names.terms,
    appealUntil: date(statement.appeal_until),
  };
  const paragraphs = [
    t('statement.greeting', values),
    t(`statement.decision.${statement.action}`, values),
    t('statement.ground', values),
  ];
  const facts = t('statement.facts', values);
  const after = [
    t(statement.automated ? 'statement.automated' : 'statement.manual', values),
    t('statement.appeal', values),
  ];
  const signature = t('statement.signature', values);
  const button = t('statement.button', values);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    subject: t(`statement.subject.${statement.action}`, values),
    text:
      [...paragraphs, `${facts}\n${statement.facts}`, ...after, `${button}:\n${names.link}`, signature].join('\n\n') +
      '\n',
    html: [
      ...paragraphs.map(paragraph),
      `<p>${escapeHtml(facts)}</p><blockquote style="margin:0 0 1em;padding:8px 12px;border-left:4px solid #ccc;white-space:pre-wrap">${escapeHtml(statement.facts)}</blockquote>`,
      ...after.map(paragraph),
      mailButton(names.link, button, names.color),
      paragraph(signature),
    ].join('\n'),
  };
}

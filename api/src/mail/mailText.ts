import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { localeCodes, type LocaleCode } from 'shared-contracts';

const catalogs = Object.fromEntries(
  localeCodes.map((locale) => [
    locale,
    { mail: JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', `${locale}.json`), 'utf8')) as object },
  ]),
);

const mailI18n = i18next.createInstance();
await mailI18n.init({
  resources: catalogs,
  defaultNS: 'mail',
  ns: ['mail'],
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

/** A mail text by its catalog key, filled in with the values (names, dates, a moderator's note…). */
export type MailText = (key: string, values?: Record<string, unknown>) => string;

/** Marks the end of every value filled into a text; no one types it (Unicode's private use area). */
const VALUE_END = '\uE000';
/**
 * A value that ends a sentence itself ("Sorry for the trouble.", "Datelane Ltd.") where the text ends that sentence
 * too ("The moderator's note: {{note}}.") keeps its own mark and loses the text's full stop.
 */
const SENTENCE_ENDED_TWICE = new RegExp(`([.!?…])${VALUE_END}\\.`, 'g');

const markEnds = (values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `${value}${VALUE_END}` : value]),
  );

/** Mail texts in the member's locale (api/src/mail/locales). */
export function mailText(locale: LocaleCode): MailText {
  const t = mailI18n.getFixedT(locale, 'mail');
  return (key, values) => t(key, markEnds(values)).replace(SENTENCE_ENDED_TWICE, '$1').replaceAll(VALUE_END, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
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

/** Mail texts in the member's locale (api/src/mail/locales). */
export function mailText(locale: LocaleCode): TFunction {
  return mailI18n.getFixedT(locale, 'mail');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesResponseSchema } from 'shared-contracts/api';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, detectLocale, messagesUrl, readCookie, writeCookie, type LocaleCode } from 'shared-contracts';

let catalogHash = '';

export function detectInitialLocale(): LocaleCode {
  return detectLocale(readCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
}

/** One file per locale holds every app's namespace (`shell`, `account`, …), so switching is one request. */
async function loadMessages(locale: LocaleCode): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'shell')) return;
  try {
    const response = await fetch(messagesUrl(catalogHash, locale), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const catalogs = messagesResponseSchema.parse(await response.json());
    for (const [namespace, messages] of Object.entries(catalogs)) {
      i18next.addResourceBundle(locale, namespace, messages, true, true);
    }
  } catch (error) {
    console.warn(`Could not load the ${locale} messages`, error);
  }
}

export async function initI18n(locale: LocaleCode, hash: string): Promise<void> {
  catalogHash = hash;
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    defaultNS: 'shell',
    ns: ['shell'],
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadMessages(locale);
  document.documentElement.lang = locale;
}

/** Loads the locale's messages, then switches: every mounted remote re-renders through react-i18next. */
export async function switchLocale(locale: LocaleCode): Promise<void> {
  await loadMessages(locale);
  await i18next.changeLanguage(locale);
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  document.documentElement.lang = locale;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Dispatch } from '@reduxjs/toolkit';
import { messagesResponseSchema, settingsEndpoint, type PublicSettings } from 'shared-contracts/api';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  callEndpoint,
  detectLocale,
  messagesUrl,
  readCookie,
  writeCookie,
  type LocaleCode,
} from 'shared-contracts';
import { settingsLoaded } from 'shared-contracts/store';

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

/** The options of the page's i18next, in the browser and in the server's render (src/server.tsx) alike. */
export const i18nOptions = (locale: LocaleCode) => ({
  lng: locale,
  fallbackLng: false as const,
  defaultNS: 'shell',
  ns: ['shell'],
  resources: {},
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export async function initI18n(locale: LocaleCode, hash: string): Promise<void> {
  catalogHash = hash;
  await i18next.use(initReactI18next).init(i18nOptions(locale));
  await loadMessages(locale);
  document.documentElement.lang = locale;
}

/**
 * The settings as the server words them for the locale in the cookie (region names); null if the call fails.
 * Without RTK Query, as the session calls are: the shell's first paint carries this module.
 */
async function fetchSettings(): Promise<PublicSettings | null> {
  try {
    return (await callEndpoint(settingsEndpoint)).settings;
  } catch (error) {
    console.warn('Could not load the settings in the new language', error);
    return null;
  }
}

let latestSwitch = 0;

/**
 * Switches the interface language without a reload: every mounted remote re-renders through react-i18next. The
 * server words some settings per locale (region names), so they are fetched again: the cookie is written first, as
 * the server reads the locale from it, and messages and settings arrive before the switch, so the page changes
 * language in one step. When the member picks again before the answers are in, only the last pick is applied.
 */
export async function switchLocale(locale: LocaleCode, dispatch: Dispatch): Promise<void> {
  const thisSwitch = ++latestSwitch;
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  const [, settings] = await Promise.all([loadMessages(locale), fetchSettings()]);
  if (thisSwitch !== latestSwitch) return;
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (settings) dispatch(settingsLoaded(settings));
}

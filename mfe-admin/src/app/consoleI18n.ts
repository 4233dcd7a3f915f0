import i18next, { type i18n } from 'i18next';
import type { OperatorSession } from 'shared-contracts/api/admin';

export type ConsoleLocale = OperatorSession['operator']['locale'];
export const consoleLocales: readonly ConsoleLocale[] = ['en', 'nl'];

/** Each language's messages are a chunk of their own, fetched when that language is used. */
const catalogs: Record<ConsoleLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  nl: () => import('../locales/nl.json'),
};

/**
 * The console's own i18next instance: it speaks English or Dutch, whatever language the member site around it is in,
 * and its messages never join the member catalogs (docs/operators.md).
 */
export async function createConsoleI18n(locale: ConsoleLocale): Promise<i18n> {
  // Not `use(initReactI18next)`: that would make this instance the page's global one, and the shell's own texts
  // around the console (the skip link, toasts) would look for their words in it. The console's I18nextProvider
  // hands it to the console alone.
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'admin',
    ns: ['admin'],
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadConsoleLocale(instance, locale);
  return instance;
}

export async function loadConsoleLocale(instance: i18n, locale: ConsoleLocale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'admin'))
    instance.addResourceBundle(locale, 'admin', (await catalogs[locale]()).default, true, true);
  if (locale !== 'en' && !instance.hasResourceBundle('en', 'admin'))
    instance.addResourceBundle('en', 'admin', (await catalogs.en()).default, true, true);
  await instance.changeLanguage(locale);
}

/** Before an operator is known: Dutch for a Dutch page or browser, else English. */
export function initialConsoleLocale(): ConsoleLocale {
  const languages = [document.documentElement.lang, ...(navigator.languages ?? [navigator.language])];
  return languages.some((language) => language?.toLowerCase().startsWith('nl')) ? 'nl' : 'en';
}

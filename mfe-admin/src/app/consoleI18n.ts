import i18next, { type i18n } from 'i18next';
import { operatorLocales, type OperatorLocale } from 'shared-contracts/api/admin';

/** Each language's messages are a chunk of their own, fetched when that language is used. */
const catalogs: Record<OperatorLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  nl: () => import('../locales/nl.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  fr: () => import('../locales/fr.json'),
  es: () => import('../locales/es.json'),
  pl: () => import('../locales/pl.json'),
};

/**
 * The console's own i18next instance: it speaks the operator's language, whatever language the member site around it
 * is in, and its messages never join the member catalogs (docs/operators.md).
 */
export async function createConsoleI18n(locale: OperatorLocale): Promise<i18n> {
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

export async function loadConsoleLocale(instance: i18n, locale: OperatorLocale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'admin'))
    instance.addResourceBundle(locale, 'admin', (await catalogs[locale]()).default, true, true);
  if (locale !== 'en' && !instance.hasResourceBundle('en', 'admin'))
    instance.addResourceBundle('en', 'admin', (await catalogs.en()).default, true, true);
  await instance.changeLanguage(locale);
}

/** Before an operator is known: the page's language, else the browser's first one the console speaks, else English. */
export function initialConsoleLocale(): OperatorLocale {
  const languages = [document.documentElement.lang, ...(navigator.languages ?? [navigator.language])];
  for (const language of languages) {
    const code = language?.toLowerCase().split('-')[0];
    const known = operatorLocales.find((locale) => locale === code);
    if (known) return known;
  }
  return 'en';
}

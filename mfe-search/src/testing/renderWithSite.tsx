import { readFileSync } from 'node:fs';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { PublicSettings } from 'shared-contracts/api';
import { connectStore, dynamicMiddleware, rootReducer, settingsLoaded } from 'shared-contracts/store';

/** i18next with this app's own catalogs of the given locales, as the shell would load them. */
export async function initSearchI18n(lng: string, locales: readonly string[] = [lng]): Promise<void> {
  const catalog = (locale: string) => JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18next.use(initReactI18next).init({
    lng,
    ns: ['search'],
    defaultNS: 'search',
    resources: Object.fromEntries(locales.map((locale) => [locale, { search: catalog(locale) }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** The settings the search pages read; a test overrides what it is about. */
const baseSettings = {
  name: 'Datelane', cdn_prefix: '/cdn/', fictional_icon: '✧', fictional_plural: 'fictional profiles', minimum_age: 18,
  countries: ['NL'], region_data: {}, geoip_country: '', profileSearch: { profileDetails: true, searchAllCountries: false },
  visible_profile_fields: [], visible_profile_notes: [],
} as Partial<PublicSettings>;

/** Renders inside the store (with the site's settings loaded, as the shell does before any page) and a router. */
export function renderWithSite(ui: ReactElement, settings: Partial<PublicSettings> = {}) {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded({ ...baseSettings, ...settings } as PublicSettings));
  return render(
    <Provider store={store}>
      <BrowserRouter>{ui}</BrowserRouter>
    </Provider>,
  );
}

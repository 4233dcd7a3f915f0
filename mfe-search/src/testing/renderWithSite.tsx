import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { PublicSettings } from 'shared-contracts/api';
import { connectStore, dynamicMiddleware, rootReducer, settingsLoaded } from 'shared-contracts/store';
import { initCatalogI18n, siteSettings } from 'shared-contracts/testing';

/** i18next with this app's own catalogs of the given locales, as the shell would load them. */
export async function initSearchI18n(lng: string, locales: readonly string[] = [lng]): Promise<void> {
  await initCatalogI18n({ namespace: 'search', catalogs: new URL('../locales/', import.meta.url), lng, locales });
}

/** The settings the search pages read; a test overrides what it is about. */
const searchSiteChanges: Partial<PublicSettings> = {
  name: 'Datelane',
  fictional_icon: '✧',
  region_data: {},
  geoip_country: '',
};

/** Renders inside the store (with the site's settings loaded, as the shell does before any page) and a router. */
export function renderWithSite(ui: ReactElement, settings: Partial<PublicSettings> = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded(siteSettings({ ...searchSiteChanges, ...settings })));
  return render(
    <Provider store={store}>
      <BrowserRouter>{ui}</BrowserRouter>
    </Provider>,
  );
}

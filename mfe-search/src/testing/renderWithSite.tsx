import { afterEach, beforeAll, jest } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureApp } from 'shared-contracts';
import type { PublicSettings } from 'shared-contracts/api';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite as renderInSite } from 'shared-contracts/testing/render';

/** i18next with this app's own catalogs of the given locales, as the shell would load them. */
export async function initSearchI18n(lng: string, locales: readonly string[] = [lng]): Promise<void> {
  await initCatalogI18n({ namespace: 'search', catalogs: new URL('../locales/', import.meta.url), lng, locales });
}

/**
 * The set-up of a test file whose pages call the API through RTK Query, in English: RTK Query builds a Request from
 * the call's URL, which Node wants absolute; each test starts unrendered and with the fakes it made undone.
 */
export function setUpCallingPageTests(): void {
  beforeAll(async () => {
    configureApp({ apiBaseUrl: 'http://localhost' });
    await initSearchI18n('en');
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });
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
  return renderInSite(ui, { settings: { ...searchSiteChanges, ...settings } });
}

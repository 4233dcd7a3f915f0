import type { ReactElement } from 'react';
import type { PublicSettings } from 'shared-contracts/api';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite as renderInSite } from 'shared-contracts/testing/render';

/** i18next with this app's own catalogs of the given locales, as the shell would load them. */
export async function initSignupI18n(lng: string, locales: readonly string[] = [lng]): Promise<void> {
  await initCatalogI18n({ namespace: 'signup', catalogs: new URL('../locales/', import.meta.url), lng, locales });
}

/** Renders inside the store (with the site's settings loaded, as the shell does before any page) and a router. */
export function renderWithSite(ui: ReactElement, settings: Partial<PublicSettings> = {}) {
  return renderInSite(ui, { settings });
}

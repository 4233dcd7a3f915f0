import type { i18n } from 'i18next';
import { initCatalogI18n } from 'shared-contracts/testing';

/** The URL of the shell's catalogs (`shell/src/locales/`). */
export const shellCatalogs = new URL('../src/locales/', import.meta.url);

/**
 * i18next with the shell's own catalogs of `locales` (the starting language's alone unless given), starting in `lng`.
 * Pass `instance` for an i18next instance of the test's own; otherwise the global one, wired to react-i18next.
 */
export function initShellI18n(
  lng = 'en',
  options: { locales?: readonly string[]; instance?: i18n; fallbackLng?: false } = {},
): Promise<i18n> {
  return initCatalogI18n({ namespace: 'shell', catalogs: shellCatalogs, lng, ...options });
}

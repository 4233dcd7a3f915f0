import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import i18next from 'i18next';
import { configureApp, LOCALE_COOKIE, readCookie } from 'shared-contracts';
import type { PublicSettings } from 'shared-contracts/api';
import { selectSettings, settingsLoaded } from 'shared-contracts/store';
import { siteSettings } from 'shared-contracts/testing';
import { makeShellStore, type AppStore } from '../../../test/shellStore';
import { initI18n, switchLocale } from './i18n';

/** North Holland as the server names it in the locale of the request's cookie. */
const northHolland: Record<string, string> = {
  en: 'North Holland',
  nl: 'Noord-Holland',
  de: 'Nordholland',
  pl: 'Holandia Północna',
};
const settingsIn = (locale: string): PublicSettings =>
  siteSettings({ region_data: { NL: [{ id: 7, name: northHolland[locale] as string }] } });
const regionName = (store: AppStore) => selectSettings(store.getState())?.region_data.NL?.[0]?.name;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type FetchInput = string | URL | Request;
const urlOf = (input: FetchInput) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Stands in for the server: catalogs per locale, settings worded in the cookie's locale, optionally held back. */
let settingsCalls: string[];
let holdSettings: Map<string, Promise<void>>;
let settingsFail: boolean;
const originalFetch = globalThis.fetch;

beforeAll(async () => {
  configureApp({ apiBaseUrl: 'http://localhost' });
  globalThis.fetch = jest.fn(async (input: FetchInput) => {
    const url = urlOf(input);
    const catalog = /\/_i18n\/[^/]+\/(\w+)\/messages\.json$/.exec(url);
    if (catalog) return json({ shell: { locale: { label: `label ${catalog[1]}` } } });
    if (url === 'http://localhost/api/settings.php') {
      const locale = readCookie(LOCALE_COOKIE) ?? 'en';
      settingsCalls.push(locale);
      await holdSettings.get(locale);
      return settingsFail
        ? json({ error: 'unavailable', message: 'down' }, 503)
        : json({ settings: settingsIn(locale) });
    }
    throw new Error(`unexpected request ${url}`);
  }) as typeof fetch;
  await initI18n('en', 'release1');
});

afterAll(() => {
  globalThis.fetch = originalFetch;
});

let store: AppStore;
beforeEach(async () => {
  settingsCalls = [];
  holdSettings = new Map();
  settingsFail = false;
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
  await i18next.changeLanguage('en');
  store = makeShellStore();
  store.dispatch(settingsLoaded(settingsIn('en')));
});

describe('switching the locale', () => {
  test('fetches the settings again in the new locale, so region names follow without a reload', async () => {
    await switchLocale('nl', store.dispatch);
    expect(settingsCalls).toEqual(['nl']);
    expect(i18next.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(regionName(store)).toBe('Noord-Holland');
  });

  test('only the last of two quick picks is applied, whichever answer comes last', async () => {
    let releaseGerman: () => void = () => undefined;
    holdSettings.set('de', new Promise((resolve) => (releaseGerman = () => resolve())));
    const german = switchLocale('de', store.dispatch);
    await switchLocale('pl', store.dispatch);
    releaseGerman();
    await german;
    expect(i18next.language).toBe('pl');
    expect(regionName(store)).toBe('Holandia Północna');
  });

  test('a failed settings call still switches the language and keeps the settings the page has', async () => {
    settingsFail = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await switchLocale('de', store.dispatch);
    expect(i18next.language).toBe('de');
    expect(regionName(store)).toBe('North Holland');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

// Test helpers every app's unit tests share (never imported by app code): site settings and a member built through
// the zod schemas, so a test cannot hand a page data the server would never send, and i18next set up with an app's
// own catalogs.
import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { publicSettingsSchema, templateFeatureNames, userSchema, type PublicSettings, type User } from '../api';

/** A site's public settings: every template feature on, one country (NL) without regions, unless `changes` say otherwise. */
export function siteSettings(changes: Partial<PublicSettings> = {}): PublicSettings {
  const features = Object.fromEntries(templateFeatureNames.map((name) => [name, true]));
  return publicSettingsSchema.parse({
    name: 'Lovely Dates',
    domain: 'lovely.example',
    company_name: 'Lovely B.V.',
    company_address: 'Street 1',
    company_city: 'Utrecht',
    company_country: 'NL',
    company_kvk: '1',
    company_tradenames: [],
    company_vat_numbers: [],
    dmca_tradename: null,
    support_email: 'help@lovely.example',
    support_phone: '',
    delete_discount: 0,
    email: 'info@lovely.example',
    domain_language: 'nl',
    niche: 1,
    signups: 'all',
    logged_out_search: false,
    logged_out_search_trafficsource: 'none',
    countries: ['NL'],
    region_data: { NL: [] },
    visible_profile_fields: [],
    visible_profile_notes: [],
    search_fields: [],
    push_pub: '',
    geoip_country: '',
    geoip_selected_country: 'NL',
    minimum_message_costs: {},
    message_credits: 0,
    fictional_icon: '*',
    fictional_plural: 'fictional profiles',
    cdn_prefix: '/cdn/',
    member_resell: [],
    minimum_age: 18,
    brand_color: '#c2185b',
    signup: { showDots: false },
    profileSearch: { profileDetails: true, searchAllCountries: false },
    allowed_values: {},
    template: { name: 'white-label', features },
    ...changes,
  });
}

/** A logged-in member as the user call answers it; `changes` and `profile` override what a test is about. */
export function member(changes: Partial<Omit<User, 'profile'>> = {}, profile: Partial<User['profile']> = {}): User {
  return userSchema.parse({
    loggedIn: true,
    id: 1,
    email: 'a@example.com',
    mailprovider: 0,
    fictional_icon: '*',
    paid_user: false,
    signup_date: '2026-01-01T00:00:00.000Z',
    push_subscribed: false,
    email_confirmed: false,
    credits: 0,
    premium_until: null,
    ...changes,
    profile: {
      id: 1,
      name: 'A',
      age: null,
      city: '',
      country: 'NL',
      countryregion: 0,
      language: 'en',
      gender: null,
      date_of_birth: null,
      main_image: null,
      images: [],
      personal: false,
      lastSignupStep: false,
      fictional: false,
      fields: {},
      ...profile,
    },
  });
}

/** Reads an app's catalog of one locale: `catalogs` is the URL of its `src/locales/` folder. */
export function readCatalog(catalogs: URL, locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${locale}.json`, catalogs), 'utf8')) as Record<string, unknown>;
}

export interface CatalogI18nOptions {
  /** The app's namespace (`shell`, `search`, `signup`, …). */
  namespace: string;
  /** The URL of the app's `src/locales/` folder. */
  catalogs: URL;
  /** The language to start in. */
  lng: string;
  /** The catalogs to load; the starting language's alone unless a test switches languages. */
  locales?: readonly string[];
  /** An i18next instance of the test's own; the global one (with react-i18next) unless given. */
  instance?: i18n;
  /** Set to false for no fallback language, to see missing keys. */
  fallbackLng?: false;
}

/** i18next with an app's own catalogs, as the shell would load them; returns the instance it set up. */
export async function initCatalogI18n({
  namespace,
  catalogs,
  lng,
  locales = [lng],
  instance,
  fallbackLng,
}: CatalogI18nOptions): Promise<i18n> {
  const target = instance ?? i18next.use(initReactI18next);
  await target.init({
    lng,
    ...(fallbackLng === false ? { fallbackLng: false } : {}),
    ns: [namespace],
    defaultNS: namespace,
    resources: Object.fromEntries(locales.map((locale) => [locale, { [namespace]: readCatalog(catalogs, locale) }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return target;
}

export { apiError, json, mockApi, type Call } from './api';

import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { publicSettingsSchema, templateFeatureNames, type PublicSettings } from 'shared-contracts/api';
import { settingsLoaded } from 'shared-contracts/store';
import { makeStore } from '../store';
import { Layout } from './Layout';

const shellMessages: unknown = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['shell'], defaultNS: 'shell', resources: { en: { shell: shellMessages as Record<string, unknown> } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});
afterEach(cleanup);

function settingsWith(features: Partial<Record<(typeof templateFeatureNames)[number], boolean>>): PublicSettings {
  const all = Object.fromEntries(templateFeatureNames.map((name) => [name, true]));
  return publicSettingsSchema.parse({
    name: 'Lovely Dates', domain: 'lovely.example', company_name: 'Lovely B.V.', company_address: 'Street 1', company_city: 'Utrecht',
    company_country: 'NL', company_kvk: '1', company_tradenames: [], company_vat_numbers: [], support_email: 'help@lovely.example',
    support_phone: '', delete_discount: 0, email: 'info@lovely.example', domain_language: 'nl', niche: 1, signups: 'all',
    logged_out_search: false, logged_out_search_trafficsource: 'none', countries: ['NL'], region_data: { NL: [] },
    visible_profile_fields: [], visible_profile_notes: [], search_fields: [], push_pub: '', geoip_country: '', geoip_selected_country: 'NL',
    minimum_message_costs: {}, message_credits: 0, fictional_icon: '*', fictional_plural: 'fictional profiles', cdn_prefix: '/cdn/',
    member_resell: [], minimum_age: 18, signup: { showDots: false }, profileSearch: { profileDetails: true, searchAllCountries: false },
    allowed_values: {}, template: { name: 'white-label', features: { ...all, ...features } },
  });
}

function renderLayout(name: 'default' | 'empty' | 'lander', settings: PublicSettings) {
  const store = makeStore();
  store.dispatch(settingsLoaded(settings));
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Layout name={name}>
          <p>Page content</p>
        </Layout>
      </BrowserRouter>
    </Provider>,
  );
}

describe('Layout', () => {
  test('the default layout frames the page with the site navigation and footer', () => {
    renderLayout('default', settingsWith({}));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lovely Dates' })).toBeTruthy();
    expect(screen.getByText('© ' + new Date().getFullYear() + ' Lovely B.V.')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Page content');
  });

  test("a template's feature flags switch the navigation and footer off", () => {
    renderLayout('default', settingsWith({ navigation: false, footer: false }));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Page content');
  });

  test('the empty layout shows the page alone; the lander layout adds only the footer', () => {
    renderLayout('empty', settingsWith({}));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();
    renderLayout('lander', settingsWith({}));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { PublicSettings } from 'shared-contracts/api';
import { rootReducer, settingsLoaded } from 'shared-contracts/store';
import { SignupPage } from './SignupPage';

const catalog: unknown = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['signup'], defaultNS: 'signup', resources: { en: { signup: catalog as Record<string, unknown> } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split('; ').filter(Boolean)) document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
});

async function renderSignup(signups: string, url: string) {
  window.history.replaceState(null, '', url);
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(settingsLoaded({ name: 'Lovely Dates', signups, signup: { showDots: false }, minimum_age: 18, countries: ['NL'], geoip_selected_country: 'NL', push_pub: '' } as PublicSettings));
  render(
    <Provider store={store}>
      <BrowserRouter>
        <SignupPage autoSkip />
      </BrowserRouter>
    </Provider>,
  );
  await act(async () => undefined);
}

describe('SignupPage', () => {
  test('shows the invite-only notice with a login link when signup is closed', async () => {
    await renderSignup('other', '/signup?network=aff1');
    expect(screen.getByRole('heading', { name: 'Lovely Dates is invite-only right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('with signup for traffic-source visitors only, a visitor without a source sees the notice', async () => {
    await renderSignup('with_trafficsource', '/signup');
    expect(screen.getByTestId('invite-only')).toBeTruthy();
  });

  test('a visitor who came from a traffic source gets the form', async () => {
    await renderSignup('with_trafficsource', '/signup?network=partner3');
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeTruthy();
  });

  test('open signup shows the form, and speaks of the member the visitor came for', async () => {
    await renderSignup('all', '/signup?profile=42');
    expect(screen.getByRole('heading', { name: 'Sign up to reply' })).toBeTruthy();
  });
});

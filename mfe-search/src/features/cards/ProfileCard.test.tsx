import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { PublicSettings } from 'shared-contracts/api';
import type { SearchProfile } from 'shared-contracts/api/search';
import { connectStore, dynamicMiddleware, rootReducer, settingsLoaded } from 'shared-contracts/store';
import { ProfileCard } from './ProfileCard';

const catalog: unknown = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['search'], defaultNS: 'search', resources: { en: { search: catalog as Record<string, unknown> } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});
afterEach(cleanup);

const profile = (changes: Partial<SearchProfile>): SearchProfile => ({
  id: 7, name: 'Ann', age: 36, city: 'Utrecht', country: 'NL', countryregion: 0, language: 'en', gender: 'female', main_image: null, fictional: false, ...changes,
});

function renderCard(shown: SearchProfile) {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded({ cdn_prefix: '/cdn/', fictional_icon: '✧', fictional_plural: 'fictional profiles' } as PublicSettings));
  render(
    <Provider store={store}>
      <BrowserRouter>
        <ProfileCard profile={shown} actions="member" liked={false} />
      </BrowserRouter>
    </Provider>,
  );
  return screen.getByRole('heading');
}

describe('a profile card shows user text isolated', () => {
  test.each([
    ['a right-to-left name', 'אביגיל'],
    ['a name carrying a right-to-left override', 'evil\u202e'],
  ])('%s cannot pull the age into its direction', (_label, name) => {
    const heading = renderCard(profile({ name }));
    const isolatedName = heading.querySelector('bdi');
    expect(isolatedName?.textContent).toBe(name);
    // The age is outside the isolated name, so it keeps its place after it.
    expect(isolatedName?.parentElement?.textContent).toBe(`${name}, 36`);
    expect(isolatedName?.textContent).not.toContain('36');
  });

  test('the city is isolated from the country name after it', () => {
    renderCard(profile({ city: 'תל אביב' }));
    const cities = [...document.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(cities).toContain('תל אביב');
  });

  test("a fictional profile carries the mark with a name in the reader's language", () => {
    renderCard(profile({ fictional: true }));
    expect(screen.getByTestId('fictional-icon').textContent).toContain('fictional profile');
  });
});

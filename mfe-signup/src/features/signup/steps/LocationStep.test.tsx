import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import type { PublicSettings, User } from 'shared-contracts/api';
import { rootReducer, settingsLoaded } from 'shared-contracts/store';
import { LocationStep } from './LocationStep';

const catalog: unknown = JSON.parse(readFileSync(new URL('../../../locales/pl.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'pl', ns: ['signup'], defaultNS: 'signup', resources: { pl: { signup: catalog as Record<string, unknown> } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});
afterEach(cleanup);

describe('the location step', () => {
  test('lists the regions alphabetically in the interface language', async () => {
    const store = configureStore({ reducer: rootReducer });
    // In id order, as the server may send them: "Ł" sorts after "Z" by code point, after "L" in Polish.
    const regions = [
      { id: 1, name: 'Mazowieckie' },
      { id: 2, name: 'Łódzkie' },
      { id: 3, name: 'Zachodniopomorskie' },
      { id: 4, name: 'Lubelskie' },
    ];
    store.dispatch(settingsLoaded({ countries: ['PL'], region_data: { PL: regions }, visible_profile_fields: [], signup: { showDots: false } } as unknown as PublicSettings));
    const user = { profile: { country: 'PL', countryregion: 0, city: '' } } as User;
    render(
      <Provider store={store}>
        <LocationStep user={user} onUser={jest.fn()} onDone={jest.fn()} />
      </Provider>,
    );
    await act(async () => undefined);
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect([...region.options].slice(1).map((option) => option.text)).toEqual(['Lubelskie', 'Łódzkie', 'Mazowieckie', 'Zachodniopomorskie']);
  });
});

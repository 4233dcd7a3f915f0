import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { member } from 'shared-contracts/testing';
import { initSignupI18n, renderWithSite } from '../../../testing/renderWithSite';
import { LocationStep } from './LocationStep';

beforeAll(() => initSignupI18n('pl'));
afterEach(cleanup);

describe('the location step', () => {
  test('lists the regions alphabetically in the interface language', async () => {
    // In id order, as the server may send them: "Ł" sorts after "Z" by code point, after "L" in Polish.
    const regions = [
      { id: 1, name: 'Mazowieckie' },
      { id: 2, name: 'Łódzkie' },
      { id: 3, name: 'Zachodniopomorskie' },
      { id: 4, name: 'Lubelskie' },
    ];
    const user = member({}, { country: 'PL', countryregion: 0, city: '' });
    renderWithSite(<LocationStep user={user} onUser={jest.fn()} onDone={jest.fn()} />, {
      countries: ['PL'],
      region_data: { PL: regions },
      visible_profile_fields: [],
      signup: { showDots: false },
    });
    await act(async () => undefined);
    const region = screen.getByLabelText('Region') as HTMLSelectElement;
    expect([...region.options].slice(1).map((option) => option.text)).toEqual([
      'Lubelskie',
      'Łódzkie',
      'Mazowieckie',
      'Zachodniopomorskie',
    ]);
  });
});

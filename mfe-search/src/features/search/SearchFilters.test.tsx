import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { FilterOptions } from 'shared-contracts/api/search';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';
import { SearchFilters } from './SearchFilters';

beforeAll(() => initSearchI18n('pl', ['pl', 'de']));
afterEach(cleanup);

const filters: FilterOptions = { gender: 'female', min_age: 18, max_age: 99, country: 'PL', countryregion: 0 };

/** Polish voivodeships as the server names them, in id order: "Ł" sorts after "Z" by code point, after "L" in Polish. */
const polishRegions = [
  { id: 1, name: 'Mazowieckie' },
  { id: 2, name: 'Łódzkie' },
  { id: 3, name: 'Zachodniopomorskie' },
  { id: 4, name: 'Lubelskie' },
];

const regionOptions = () =>
  [...(screen.getByLabelText('Region') as HTMLSelectElement).options].map((option) => option.text);

describe('search filters', () => {
  test('list the regions alphabetically in the interface language', async () => {
    await i18next.changeLanguage('pl');
    renderWithSite(<SearchFilters filters={filters} onChange={jest.fn()} />, {
      countries: ['PL'],
      region_data: { PL: polishRegions },
    });
    expect(regionOptions()).toEqual(['Wszystkie regiony', 'Lubelskie', 'Łódzkie', 'Mazowieckie', 'Zachodniopomorskie']);
  });

  test('sort by the rules of the language shown, not by code point', async () => {
    await i18next.changeLanguage('de');
    const germanRegions = [
      { id: 1, name: 'Zürich' },
      { id: 2, name: 'Uri' },
      { id: 3, name: 'Aargau' },
      { id: 4, name: 'Übersee' },
    ];
    renderWithSite(<SearchFilters filters={{ ...filters, country: 'CH' }} onChange={jest.fn()} />, {
      countries: ['CH'],
      region_data: { CH: germanRegions },
    });
    expect(regionOptions().slice(1)).toEqual(['Aargau', 'Übersee', 'Uri', 'Zürich']);
  });
});

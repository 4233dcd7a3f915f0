import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { SearchProfile } from 'shared-contracts/api/search';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';
import { FictionalLegend } from './FictionalMark';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

const profile = (changes: Partial<SearchProfile>): SearchProfile => ({
  id: 7,
  name: 'Ann',
  age: 36,
  city: 'Utrecht',
  country: 'NL',
  countryregion: 0,
  language: 'en',
  gender: 'female',
  main_image: null,
  fictional: false,
  ...changes,
});

describe('the fictional mark', () => {
  test('a page with a marked profile explains the mark once, in words, with the terms at hand', () => {
    renderWithSite(
      <FictionalLegend
        profiles={[profile({ fictional: false }), profile({ fictional: true }), profile({ fictional: true })]}
      />,
    );
    const legend = screen.getByTestId('fictional-legend');
    expect(legend.textContent).toBe('✧ marks fictional profiles, run by the site itself. More in the terms');
    expect(screen.getByRole('link', { name: 'More in the terms' }).getAttribute('href')).toBe('/pages/terms');
  });

  test('a page without marked profiles has no legend', () => {
    renderWithSite(<FictionalLegend profiles={[profile({ fictional: false })]} />);
    expect(screen.queryByTestId('fictional-legend')).toBeNull();
  });
});

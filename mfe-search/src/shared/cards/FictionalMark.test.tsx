import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { searchProfile } from '../../testing/profiles';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';
import { FictionalLegend } from './FictionalMark';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

describe('the fictional mark', () => {
  test('a page with a marked profile explains the mark once, in words, with the terms at hand', () => {
    renderWithSite(
      <FictionalLegend
        profiles={[
          searchProfile({ fictional: false }),
          searchProfile({ fictional: true }),
          searchProfile({ fictional: true }),
        ]}
      />,
    );
    const legend = screen.getByTestId('fictional-legend');
    expect(legend.textContent).toBe('✧ marks fictional profiles, run by the site itself. More in the terms');
    expect(screen.getByRole('link', { name: 'More in the terms' }).getAttribute('href')).toBe('/pages/terms');
  });

  test('a page without marked profiles has no legend', () => {
    renderWithSite(<FictionalLegend profiles={[searchProfile({ fictional: false })]} />);
    expect(screen.queryByTestId('fictional-legend')).toBeNull();
  });
});

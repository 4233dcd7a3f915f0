import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';
import { Place } from './UserText';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

describe('user text', () => {
  test('a place isolates each part and leaves the commas between them, skipping empty parts', () => {
    renderWithSite(
      <p data-testid="place">
        <Place parts={['\u202eUtrecht', '', 'Netherlands']} />
      </p>,
    );
    const place = screen.getByTestId('place');
    expect([...place.querySelectorAll('bdi')].map((element) => element.textContent)).toEqual([
      '\u202eUtrecht',
      'Netherlands',
    ]);
    expect(place.textContent).toBe('\u202eUtrecht, Netherlands');
  });
});

import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Cam } from 'shared-contracts/api/search';
import { ResultsGrid, ResultsSkeleton } from './ResultsGrid';
import { searchProfile } from '../testing/profiles';
import { initSearchI18n, renderWithSite } from '../testing/renderWithSite';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

const profiles = Array.from({ length: 12 }, (_, index) =>
  searchProfile({ id: index + 1, name: `Member ${index + 1}` }),
);
const slots = () =>
  within(screen.getByTestId('results-grid'))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.getAttribute('data-testid'));

describe('the results grid with resell cards', () => {
  test('keeps the cam’s place while the cams are on their way, so no card moves when it comes', () => {
    const cam: Cam = { account: 'lia', name: 'Lia', age: 25, country: 'NL', thumbnail: '/cam.jpg' };
    function Grid() {
      const [cams, setCams] = useState<readonly Cam[] | null>(null);
      return (
        <>
          <button onClick={() => setCams([cam])}>cams arrive</button>
          <ResultsGrid profiles={profiles} actions="member" likedIds={new Set()} cams={cams} ads label="Results" />
        </>
      );
    }
    renderWithSite(<Grid />);
    const waiting = slots();
    expect(waiting.slice(0, 3)).toEqual(['profile-card', 'card-placeholder', 'profile-card']);
    fireEvent.click(screen.getByRole('button', { name: 'cams arrive' }));
    const arrived = slots();
    expect(arrived.slice(0, 3)).toEqual(['profile-card', 'cam-card', 'profile-card']);
    expect(arrived).toHaveLength(waiting.length);
  });

  test('a cam in the first row loads its picture at once, as the profiles beside it do; one further down waits', () => {
    const cams: Cam[] = [{ account: 'lia', name: 'Lia', age: 25, country: 'NL', thumbnail: '/cam.jpg' }];
    const twoPages = [...profiles, ...profiles.map((profile) => ({ ...profile, id: profile.id + 100 }))];
    renderWithSite(<ResultsGrid profiles={twoPages} actions="member" likedIds={new Set()} cams={cams} label="R" />);
    const [first, later] = screen.getAllByTestId('cam-card').map((card) => card.querySelector('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(later?.getAttribute('loading')).toBe('lazy');
  });

  test('gives the place up when there are no cams', () => {
    renderWithSite(<ResultsGrid profiles={profiles} actions="member" likedIds={new Set()} cams={[]} ads label="R" />);
    expect(slots().slice(0, 2)).toEqual(['profile-card', 'profile-card']);
    expect(screen.queryByTestId('card-placeholder')).toBeNull();
  });
});

describe('the grid on its way', () => {
  test('is announced once as loading, its card-shaped placeholders hidden from assistive technology', () => {
    renderWithSite(<ResultsSkeleton actions="member" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByTestId('card-placeholder').length).toBeGreaterThan(0);
  });
});

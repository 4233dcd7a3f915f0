import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { SearchProfile } from 'shared-contracts/api/search';
import { ProfileCard } from './ProfileCard';
import { searchProfile } from '../../testing/profiles';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

function renderCard(shown: SearchProfile) {
  renderWithSite(<ProfileCard profile={shown} actions="member" liked={false} />);
  return screen.getByRole('heading');
}

describe('a profile card shows user text isolated', () => {
  test.each([
    ['a right-to-left name', 'אביגיל'],
    ['a name carrying a right-to-left override', 'evil\u202e'],
  ])('%s cannot pull the age into its direction', (_label, name) => {
    const heading = renderCard(searchProfile({ name }));
    const isolatedName = heading.querySelector('bdi');
    expect(isolatedName?.textContent).toBe(name);
    // The age is outside the isolated name, so it keeps its place after it.
    expect(isolatedName?.parentElement?.textContent).toBe(`${name}, 36`);
    expect(isolatedName?.textContent).not.toContain('36');
  });

  test('the city is isolated from the country name after it', () => {
    renderCard(searchProfile({ city: 'תל אביב' }));
    const cities = [...document.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(cities).toContain('תל אביב');
  });

  test("a fictional profile carries the mark with a name in the reader's language", () => {
    renderCard(searchProfile({ fictional: true }));
    expect(screen.getByTestId('fictional-icon').textContent).toContain('fictional profile');
  });
});

describe('a profile card photo', () => {
  const withPhoto = searchProfile({ main_image: { id: 3, thumb_filename: 'demo/female-1-thumb.jpg' } });

  test('loads lazily below the fold', () => {
    const { container } = renderWithSite(<ProfileCard profile={withPhoto} actions="member" liked={false} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  test('loads at once, first, when the card is in view on opening (the largest paint)', () => {
    const { container } = renderWithSite(<ProfileCard profile={withPhoto} actions="member" liked={false} eager />);
    const photo = container.querySelector('img');
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe("a profile card's buttons", () => {
  test('a member sees the like toggle with its word, and chat and profile as icon buttons named for everyone', () => {
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked />);
    expect(screen.getByRole('button', { name: 'You liked Ann' }).textContent).toBe('Liked');
    for (const name of ['Chat with Ann', 'View the profile of Ann']) {
      const link = screen.getByRole('link', { name });
      expect(link.textContent).toBe('');
      expect(link.getAttribute('title')).toBe(name);
    }
  });

  test('on the likes pages the toggle is alone and keeps its word on phones too', () => {
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="likes-page" liked />);
    const word = screen.getByRole('button', { name: 'You liked Ann' }).querySelector('span');
    expect(word?.textContent).toBe('Liked');
    expect(word?.className ?? '').not.toContain('d-none');
    expect(screen.queryByRole('link', { name: 'Chat with Ann' })).toBeNull();
  });
});

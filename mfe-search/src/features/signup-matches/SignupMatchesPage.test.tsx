import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { SearchResponse } from 'shared-contracts/api/search';
import { member } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { setUpCallingPageTests } from '../../testing/renderWithSite';
import SignupMatchesPage from './SignupMatchesPage';

setUpCallingPageTests();

const profile = (id: number) => ({
  id,
  name: `Match ${id}`,
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  countryregion: 0,
  language: 'en',
  gender: 'female' as const,
  main_image: null,
  fictional: false,
});

function answerSearch(profiles: SearchResponse['profiles']) {
  // The likes call gets this search answer too, which its schema refuses; the likes call has its own tests
  // (likesApi.test.ts), so its failure here is kept out of the output.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const urls: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    urls.push(url);
    const body = {
      profiles,
      paging: { num_results: profiles.length, page: 1, pp: 6 },
      filter_options: { gender: 'female', min_age: 18, max_age: 100, country: 'NL', countryregion: 0 },
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('/signup-matches', () => {
  test('shows a new member at most six matches from a search that is not saved, and the way on', async () => {
    const urls = answerSearch([1, 2, 3, 4, 5, 6, 7].map(profile));
    renderWithSite(<SignupMatchesPage />, { user: member(), path: '/signup-matches' });
    const list = await screen.findByRole('list', { name: 'Your matches' });
    expect(within(list).getAllByTestId('profile-card')).toHaveLength(6);
    const search = urls.find((url) => url.pathname === '/api/search.php');
    expect(search?.searchParams.get('do_not_save')).toBe('1');
    expect(search?.searchParams.get('pp')).toBe('6');
    expect(screen.getByRole('link', { name: 'Continue to all members' }).getAttribute('href')).toBe('/members');
  });

  test('says so when nobody matches yet, and still leads on', async () => {
    answerSearch([]);
    renderWithSite(<SignupMatchesPage />, { user: member(), path: '/signup-matches' });
    expect(await screen.findByText('Nobody matches yet. New members join every day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to all members' })).toBeTruthy();
  });

  test('says so when the search fails, and still leads on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    renderWithSite(<SignupMatchesPage />, { user: member(), path: '/signup-matches' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your matches could not be loaded just now. You can still see all members.',
    );
    expect(screen.getByRole('link', { name: 'Continue to all members' })).toBeTruthy();
  });

  test('invites a visitor to sign up instead of searching', () => {
    const urls = answerSearch([profile(1)]);
    renderWithSite(<SignupMatchesPage />, { path: '/signup-matches' });
    expect(screen.getByRole('link', { name: 'Sign up for free' }).getAttribute('href')).toBe('/signup');
    expect(urls.filter((url) => url.pathname === '/api/search.php')).toHaveLength(0);
  });
});

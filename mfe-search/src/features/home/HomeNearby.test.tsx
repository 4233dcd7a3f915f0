import { describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { LikesResponse, SearchResponse } from 'shared-contracts/api/search';
import { member } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { memberBlocked } from '../../shared/memberBlocked';
import { filtersChanged, selectSearch } from '../../shared/search/searchSlice';
import { answerCalls, type CallAnswer } from '../../testing/answerCalls';
import { searchProfile } from '../../testing/profiles';
import { setUpCallingPageTests } from '../../testing/renderWithSite';
import HomeNearby from './HomeNearby';

setUpCallingPageTests();

const nearby = (count: number) =>
  Array.from({ length: count }, (_, index) => searchProfile({ id: index + 1, name: `Near ${index + 1}` }));
const searchAnswer = (profiles: SearchResponse['profiles']): SearchResponse => ({
  profiles,
  paging: { num_results: profiles.length, page: 1, pp: 12 },
  filter_options: { gender: 'female', min_age: 30, max_age: 40, country: 'NL', countryregion: 0 },
});
const noLikes: LikesResponse = { profiles: [], liked_by: [] };

/** A member who would see cam and advert cards in the search: signed up long ago, not paying, on a site with cams. */
function renderBlock(search: CallAnswer, ui = <HomeNearby />) {
  const answers: Record<string, CallAnswer> = {
    '/api/search.php': search,
    '/api/likes.php': () => ({ ...noLikes, profiles: [searchProfile({ id: 2, name: 'Near 2' })] }),
    '/api/xcams/search.php': () => ({ cams: { lia: { account: 'lia', name: 'Lia', age: 25, country: 'NL' } } }),
  };
  const urls = answerCalls(answers);
  const rendered = renderWithSite(ui, {
    user: member({ signup_date: '2020-01-01T00:00:00.000Z', paid_user: false }),
    settings: { member_resell: ['cams', 'camads'] },
    path: '/',
  });
  const searchCalls = () => urls.filter((url) => url.pathname === '/api/search.php');
  return { ...rendered, answers, urls, searchCalls };
}

const cardsList = () => screen.findByRole('list', { name: 'People near you' });

describe('the member home’s "People near you"', () => {
  test('shows at most eight members of the first page of the member’s own search, and no cam or advert cards', async () => {
    const { urls, searchCalls } = renderBlock(() => searchAnswer(nearby(12)));
    const list = await cardsList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.firstElementChild?.getAttribute('data-testid'))).toEqual(
      Array(8).fill('profile-card'),
    );
    expect(urls.some((url) => url.pathname.startsWith('/api/xcams/'))).toBe(false);
    // The call /members starts with: the server picks the filters.
    expect(searchCalls()).toHaveLength(1);
    expect(searchCalls()[0]?.searchParams.get('auto_load')).toBe('1');
    expect(searchCalls()[0]?.searchParams.get('source')).toBe('search');
  });

  test('gives the cards a member’s like toggle and chat, names under the block’s heading, and the way to the search', async () => {
    renderBlock(() => searchAnswer(nearby(3)));
    const list = await cardsList();
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Chat with Near 1' }).getAttribute('href')).toBe('/members/1/chat');
    expect(within(list).getByRole('button', { name: 'Like Near 1' }).getAttribute('aria-pressed')).toBe('false');
    expect((await screen.findByRole('button', { name: 'You liked Near 2' })).getAttribute('aria-pressed')).toBe('true');
    const block = screen.getByTestId('home-nearby');
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('People near you');
    expect(within(block).getByRole('link', { name: 'Search all' }).getAttribute('href')).toBe('/members');
  });

  test('shares its answer with /members: shown again, or on /members, it is not asked for again', async () => {
    function ComingBack() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown(!shown)}>toggle</button>
          {shown && <HomeNearby />}
        </>
      );
    }
    const { store, searchCalls } = renderBlock(() => searchAnswer(nearby(12)), <ComingBack />);
    await cardsList();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(8);
    expect(searchCalls()).toHaveLength(1);
    // The search /members reads, with its first page and the filters the server chose.
    const search = selectSearch(store.getState());
    expect(search.initialised).toBe(true);
    expect(search.results.pages[1]).toHaveLength(12);
  });

  test('follows the member’s search as it stands: after a filter change on /members, the new search’s first page', async () => {
    const { store, answers, searchCalls } = renderBlock(() => searchAnswer(nearby(12)));
    await cardsList();
    answers['/api/search.php'] = () => searchAnswer([searchProfile({ id: 50, name: 'Older' })]);
    act(() => {
      store.dispatch(filtersChanged({ min_age: 46, max_age: 55 }));
    });
    const items = within(await cardsList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Older')]);
    expect(Object.fromEntries(searchCalls()[1]?.searchParams ?? [])).toMatchObject({ min_age: '46', page: '1' });
  });

  test('leaves out a member blocked since, as /members does', async () => {
    const { store } = renderBlock(() => searchAnswer(nearby(12)));
    await cardsList();
    act(() => {
      store.dispatch(memberBlocked(1));
    });
    const items = within(await cardsList()).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.firstElementChild?.getAttribute('data-profile-id'))).not.toContain('1');
  });

  test('keeps eight card-shaped places while the search loads', () => {
    renderBlock(() => new Promise(() => undefined));
    const block = screen.getByTestId('home-nearby');
    expect(within(block).getByRole('status').textContent).toBe('Loading…');
    expect(within(block).getAllByTestId('card-placeholder')).toHaveLength(8);
  });

  test('when nobody matches, says how to find more people and leads to the search', async () => {
    renderBlock(() => searchAnswer([]));
    expect(
      await screen.findByText(
        'Nobody matches your search just now. A wider age range or the whole country finds more people.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Widen your search' }).getAttribute('href')).toBe('/members');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('says when the search failed, and searches again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { answers, searchCalls } = renderBlock(() => new Response('down', { status: 503 }));
    expect((await screen.findByRole('alert')).textContent).toBe('These members could not be loaded.');
    answers['/api/search.php'] = () => searchAnswer(nearby(2));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(2);
    expect(searchCalls()).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { Link, useRoutes } from 'react-router';
import { renderWithSite } from '../../testing/renderWithSite';
import { emptyResultList } from '../../shared/search/searchQuery';
import type { SearchState } from '../../shared/search/searchSlice';
import { useSearchPaging } from './useSearchPaging';

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/members'));

/** The first search still on its way: nothing for the paging to load or to write yet. */
const loading: SearchState = {
  initialised: false,
  filters: null,
  results: emptyResultList(),
  similar: emptyResultList(),
  loading: true,
  failed: false,
  generation: 0,
  memberId: 1,
  removed: [],
};

/** Two pages answered: the paging writes ?page=2 into the address. */
const twoPages: SearchState = {
  ...loading,
  initialised: true,
  loading: false,
  results: { pages: { 1: [], 2: [] }, total: 100 },
};

let answer: (search: SearchState) => void = () => undefined;

function MembersPage() {
  const [search, setSearch] = useState(loading);
  answer = setSearch;
  useSearchPaging(search);
  return <Link to="/chats">Chats</Link>;
}

/** A page whose remote is still loading: the router keeps the search on screen meanwhile. */
const LoadingChats = lazy(() => new Promise<never>(() => undefined));

function Pages() {
  return useRoutes([
    { path: '/members', element: <MembersPage /> },
    { path: '/chats', element: <LoadingChats /> },
  ]);
}

function renderPages() {
  renderWithSite(
    <Suspense>
      <Pages />
    </Suspense>,
  );
}

describe('the search paging writes the address', () => {
  test('with the highest page loaded', () => {
    renderPages();
    act(() => answer(twoPages));
    expect(window.location.pathname + window.location.search).toBe('/members?page=2');
  });

  test('but not after the member clicked away, while the next page loads', () => {
    renderPages();
    fireEvent.click(screen.getByRole('link', { name: 'Chats' }));
    expect(window.location.pathname).toBe('/chats');
    // The search answers while the chats still load: the member stays on the way to the chats.
    act(() => answer(twoPages));
    expect(window.location.pathname).toBe('/chats');
  });
});

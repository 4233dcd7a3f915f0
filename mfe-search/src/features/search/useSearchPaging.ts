import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { FilterOptions } from 'shared-contracts/api/search';
import { useAppDispatch, useAppSelector } from 'shared-contracts/store';
import { highestPage, isExhausted } from '../../shared/search/searchQuery';
import { filtersChanged, loadMoreResults, selectAllShown, type SearchState } from '../../shared/search/searchSlice';

/** Reloading /members?page=3 loads pages 1 to 3 again, but not more than this many. */
const MAX_RESTORED_PAGES = 20;

const pageParam = (value: string | null, fallback: number) =>
  Math.min(MAX_RESTORED_PAGES, Math.max(fallback, Number.parseInt(value ?? '', 10) || fallback));

/**
 * The search's paging: loads the first page, and after a reload the pages up to the one in the address (?page=, and
 * ?similarpage= into the similar results); keeps the address on the highest page loaded; loads the next page on
 * request; a filter change starts again from the first page. A load still running when the page closes is aborted.
 * `search` is the search slice's state (`selectSearch`).
 */
export function useSearchPaging(search: SearchState) {
  const dispatch = useAppDispatch();
  const allShown = useAppSelector(selectAllShown);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const target = useRef({ page: pageParam(params.get('page'), 1), similar: pageParam(params.get('similarpage'), 0) });
  const request = useRef<{ abort: () => void } | null>(null);

  const resultsPage = highestPage(search.results);
  const similarPage = highestPage(search.similar);
  const resultsDone = isExhausted(search.results);

  const loadMore = () => {
    if (search.loading) return;
    request.current = dispatch(loadMoreResults(search.generation));
  };

  // The first page, and the pages up to the one in the address after a reload.
  const wantsMore =
    !search.initialised ||
    (!resultsDone && resultsPage < target.current.page) ||
    (resultsDone && similarPage < target.current.similar);
  useEffect(() => {
    if (wantsMore && !search.loading && !search.failed) request.current = dispatch(loadMoreResults(search.generation));
  }, [wantsMore, search.loading, search.failed, search.generation, dispatch]);

  // The address says how far the member scrolled: ?page= and, into the similar results, ?similarpage=.
  useEffect(() => {
    if (!search.initialised) return;
    // A click on another page moves the address at once, while the router keeps this page on screen until the next
    // one has loaded: writing ?page= then would take the member back here.
    if (window.location.pathname !== pathname) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (resultsPage > 1) next.set('page', String(resultsPage));
        else next.delete('page');
        if (similarPage > 0) next.set('similarpage', String(similarPage));
        else next.delete('similarpage');
        return next;
      },
      { replace: true },
    );
  }, [search.initialised, resultsPage, similarPage, setParams, pathname]);

  useEffect(() => () => request.current?.abort(), []);

  const changeFilters = (change: Partial<FilterOptions>) => {
    request.current?.abort();
    target.current = { page: 1, similar: 0 };
    dispatch(filtersChanged(change));
  };

  return { allShown, resultsPage, similarPage, loadMore, changeFilters };
}

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { routePath } from 'shared-contracts';
import type { FilterOptions } from 'shared-contracts/api/search';
import type { RootState } from 'shared-contracts/store';
import { useAppDispatch, useSettings, useUser } from 'shared-contracts/store';
import { useGetLikesQuery } from '../../shared/likesApi';
import { showsResellCards } from '../../shared/resell/resellSlots';
import { useCams } from '../../shared/resell/useCams';
import { FictionalLegend } from '../../shared/cards/FictionalMark';
import { ResultsGrid } from '../../shared/ResultsGrid';
import { SearchFilters } from './SearchFilters';
import { highestPage, isExhausted, loadedProfiles, similarFilters } from './searchQuery';
import { filtersChanged, loadMoreResults, selectAllShown, selectSearch } from './searchSlice';
import { useInfiniteScroll } from './useInfiniteScroll';

/** Reloading /members?page=3 loads pages 1 to 3 again, but not more than this many. */
const MAX_RESTORED_PAGES = 20;

const pageParam = (value: string | null, fallback: number) => Math.min(MAX_RESTORED_PAGES, Math.max(fallback, Number.parseInt(value ?? '', 10) || fallback));

/** Where the member was, so coming back from a profile lands on the same card. */
let savedScroll: { generation: number; y: number } | null = null;

/**
 * Member search (docs/product.md §2 Member search, §4 Search): filters, the grid with cam and advert cards for eligible
 * members, scroll-to-load-more with the page kept in ?page=, and similar results (?similarpage=) after the last page.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const search = useSelector((state: RootState) => selectSearch(state));
  const settings = useSettings();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const target = useRef({ page: pageParam(params.get('page'), 1), similar: pageParam(params.get('similarpage'), 0) });
  const request = useRef<{ abort: () => void } | null>(null);
  const { data: likes } = useGetLikesQuery(undefined, { skip: !user });
  const likedIds = useMemo(() => new Set(likes?.profiles.map((profile) => profile.id)), [likes]);
  const resell = showsResellCards(user, settings);
  const cams = useCams(search.filters, resell);

  const resultsPage = highestPage(search.results);
  const similarPage = highestPage(search.similar);
  const resultsDone = isExhausted(search.results);
  const allShown = useSelector(selectAllShown);
  const canLoadMore = !search.loading && !allShown;

  const loadMore = () => {
    if (search.loading) return;
    request.current = dispatch(loadMoreResults(search.generation));
  };

  // The first page, and the pages up to the one in the address after a reload.
  const wantsMore = !search.initialised || (!resultsDone && resultsPage < target.current.page) || (resultsDone && similarPage < target.current.similar);
  useEffect(() => {
    if (wantsMore && !search.loading && !search.failed) request.current = dispatch(loadMoreResults(search.generation));
  }, [wantsMore, search.loading, search.failed, search.generation, dispatch]);

  // The address says how far the member scrolled: ?page= and, into the similar results, ?similarpage=.
  useEffect(() => {
    if (!search.initialised) return;
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
  }, [search.initialised, resultsPage, similarPage, setParams]);

  useEffect(() => {
    if (savedScroll && savedScroll.generation === search.generation && resultsPage > 0) {
      const { y } = savedScroll;
      requestAnimationFrame(() => {
        window.scrollTo(0, y);
      });
    }
    return () => {
      savedScroll = { generation: search.generation, y: window.scrollY };
    };
    // Only when the page mounts and unmounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  const sentinel = useInfiniteScroll<HTMLDivElement>(loadMore, canLoadMore && !search.failed && search.initialised, `${resultsPage}-${similarPage}-${search.generation}`);

  const onFiltersChange = (change: Partial<FilterOptions>) => {
    request.current?.abort();
    target.current = { page: 1, similar: 0 };
    dispatch(filtersChanged(change));
  };

  const actions = user ? 'member' : 'visitor';
  const results = loadedProfiles(search.results).filter((profile) => !search.removed.includes(profile.id));
  const shownIds = new Set([...results.map((profile) => profile.id), ...search.removed]);
  const similar = loadedProfiles(search.similar).filter((profile) => !shownIds.has(profile.id));
  const widened = search.filters ? similarFilters(search.filters, settings.minimum_age) : null;

  return (
    <section aria-labelledby="search-title" data-testid="search-page">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0" id="search-title">
          {t('search.title')}
        </h1>
        <p className="text-body-secondary mb-0" aria-live="polite" data-testid="result-count">
          {search.results.total !== null && t('search.count', { count: search.results.total })}
        </p>
      </div>
      {!user && (
        <div className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="visitor-invite">
          <span>{t('search.visitorInvite')}</span>
          <Link className="btn btn-primary btn-sm" to={routePath('signup')}>
            {t('search.visitorSignup')}
          </Link>
        </div>
      )}
      {search.filters && <SearchFilters filters={search.filters} onChange={onFiltersChange} />}
      <FictionalLegend profiles={[...results, ...similar]} />
      {results.length > 0 && <ResultsGrid profiles={results} actions={actions} likedIds={likedIds} cams={cams} ads={resell} label={t('search.resultsLabel')} />}
      {search.initialised && resultsDone && results.length === 0 && !search.loading && (
        <p className="text-body-secondary" data-testid="no-results">
          {t('search.noResults')}
        </p>
      )}
      {similar.length > 0 && widened && (
        <section className="mt-4" aria-labelledby="similar-title" data-testid="similar-results">
          <h2 className="h5 mb-1" id="similar-title">
            {t('search.similarTitle')}
          </h2>
          <p className="small text-body-secondary">{t('search.similarExplained', { min: widened.min_age, max: widened.max_age })}</p>
          <ResultsGrid profiles={similar} actions={actions} likedIds={likedIds} cams={cams} ads={resell} label={t('search.similarTitle')} />
        </section>
      )}
      <div ref={sentinel} className="py-3 text-center">
        {search.loading && (
          <div className="spinner-border text-primary" role="status">
            <span className="visually-hidden">{t('search.loading')}</span>
          </div>
        )}
        {!search.loading && search.initialised && !allShown && (
          <button type="button" className="btn btn-outline-primary" onClick={loadMore} data-testid="load-more">
            {t('search.loadMore')}
          </button>
        )}
        {allShown && results.length + similar.length > 0 && <p className="small text-body-secondary mb-0">{t('search.end')}</p>}
      </div>
    </section>
  );
}

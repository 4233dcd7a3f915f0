import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useSettings, useUser } from 'shared-contracts/store';
import { useLikedIds } from '../../shared/likesApi';
import { showsResellCards } from '../../shared/resell/resellSlots';
import { useCams } from '../../shared/resell/camsApi';
import { FictionalLegend } from '../../shared/cards/FictionalMark';
import { ResultsGrid, ResultsSkeleton } from '../../shared/ResultsGrid';
import { LoadMoreFooter } from './LoadMoreFooter';
import { FiltersPlaceholder, SearchFilters } from './SearchFilters';
import { SearchHeading } from './SearchHeading';
import { isExhausted } from '../../shared/search/searchQuery';
import { selectSearch } from '../../shared/search/searchSlice';
import { SimilarResults } from './SimilarResults';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useScrollRestore } from './useScrollRestore';
import { useSearchPaging } from './useSearchPaging';
import { visibleResults } from './visibleResults';
import { VisitorSignupInvite } from './VisitorSignupInvite';

/** The server renders this page with the first page of results (docs/architecture.md, "First paint"). */
export { loadSearchFirstView as loadFirstView } from '../../shared/search/firstView';

/**
 * Member search (docs/product.md §2 Member search, §4 Search): filters, the grid with cam and advert cards for eligible
 * members, scroll-to-load-more with the page kept in ?page=, and similar results (?similarpage=) after the last page.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const settings = useSettings();
  const user = useUser();
  const search = useAppSelector(selectSearch);
  // A store update renders synchronously (useSyncExternalStore), so the arrival of a page of results was one long
  // task in which a tap did nothing (docs/architecture.md, "Results in slices"). The results render from a deferred
  // copy instead, which React renders in slices, yielding to input; the filters follow the store.
  const listed = useDeferredValue(search);
  const likedIds = useLikedIds(!user);
  const resell = showsResellCards(user, settings);
  const cams = useCams(search.filters, resell);
  const { allShown, resultsPage, similarPage, loadMore, changeFilters } = useSearchPaging(search);
  useScrollRestore(search.generation, resultsPage);

  const canLoadMore = !search.loading && !allShown;
  // Until the results on screen have caught up, the end of the list is not where it will be.
  const caughtUp = listed === search;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    loadMore,
    canLoadMore && !search.failed && search.initialised && caughtUp,
    `${resultsPage}-${similarPage}-${search.generation}`,
  );

  const actions = user ? 'member' : 'visitor';
  const { results, similar, widened } = visibleResults(listed, settings.minimum_age);
  // Before the first search has even been asked for, too: the skeleton is there from the first paint.
  const waiting = (listed.loading || (!listed.initialised && !listed.failed)) && results.length + similar.length === 0;

  return (
    <section aria-labelledby="search-title" data-testid="search-page">
      <SearchHeading total={listed.results.total} />
      {!user && <VisitorSignupInvite />}
      {/* Mounted with the first results; then controlled by the store, so a choice shows at once. */}
      {listed.filters && search.filters ? (
        <SearchFilters filters={search.filters} onChange={changeFilters} />
      ) : (
        waiting && <FiltersPlaceholder />
      )}
      <FictionalLegend profiles={[...results, ...similar]} />
      {waiting && <ResultsSkeleton actions={actions} />}
      {results.length > 0 && (
        <ResultsGrid
          profiles={results}
          actions={actions}
          likedIds={likedIds}
          cams={cams}
          ads={resell}
          label={t('search.resultsLabel')}
        />
      )}
      {listed.initialised && isExhausted(listed.results) && results.length === 0 && !listed.loading && (
        <p className="text-body-secondary" data-testid="no-results">
          {t('search.noResults')}
        </p>
      )}
      {similar.length > 0 && widened && (
        <SimilarResults
          profiles={similar}
          widened={widened}
          actions={actions}
          likedIds={likedIds}
          cams={cams}
          ads={resell}
        />
      )}
      {/* As the list on screen has it: a button or an end drawn before the cards above it would be pushed down. */}
      <LoadMoreFooter
        sentinelRef={sentinel}
        loading={listed.loading}
        initialised={listed.initialised}
        allShown={allShown && caughtUp}
        anyShown={results.length + similar.length > 0}
        onLoadMore={loadMore}
      />
    </section>
  );
}

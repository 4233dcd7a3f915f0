import type { SearchProfile } from 'shared-contracts/api/search';
import { loadedProfiles, similarFilters } from '../../shared/search/searchQuery';
import type { SearchState } from '../../shared/search/searchSlice';

/**
 * What the page shows of the loaded pages: the results without members blocked since; the similar results without
 * anyone shown (or blocked) already; and the widened filters the similar results were searched with.
 */
export function visibleResults(search: SearchState, minimumAge: number) {
  const results: SearchProfile[] = loadedProfiles(search.results).filter(
    (profile) => !search.removed.includes(profile.id),
  );
  const shownIds = new Set([...results.map((profile) => profile.id), ...search.removed]);
  const similar: SearchProfile[] = loadedProfiles(search.similar).filter((profile) => !shownIds.has(profile.id));
  const widened = search.filters ? similarFilters(search.filters, minimumAge) : null;
  return { results, similar, widened };
}

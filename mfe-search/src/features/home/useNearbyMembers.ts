import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from 'shared-contracts/store';
import { loadMoreResults, selectSearch } from '../../shared/search/searchSlice';

/** Whole rows on every screen: four rows of two on a phone, two of four from a tablet on. */
export const NEARBY_SHOWN = 8;

/**
 * The first members of the member's own search, the page /members starts with. They live in the search slice, which
 * loads the first page with the same call (the server's choice of filters: the member's last search or defaults)
 * when nothing has answered for the search as it stands yet. So the home and /members share one answer: whichever
 * opens first asks, the other shows it. Members blocked since are left out, as on /members.
 */
export function useNearbyMembers() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const request = useRef<{ abort: () => void } | null>(null);
  // No answer for the search as it stands: nothing loaded yet, or the filters changed on /members since.
  const answered = search.results.total !== null;

  useEffect(() => {
    if (!answered && !search.loading && !search.failed) request.current = dispatch(loadMoreResults(search.generation));
  }, [answered, search.loading, search.failed, search.generation, dispatch]);
  // As on /members: a load still on its way when the block goes is aborted.
  useEffect(() => () => request.current?.abort(), []);

  const profiles = (search.results.pages[1] ?? [])
    .filter((profile) => !search.removed.includes(profile.id))
    .slice(0, NEARBY_SHOWN);
  const retry = () => {
    request.current = dispatch(loadMoreResults(search.generation));
  };
  return { profiles, answered, failed: search.failed, retry };
}

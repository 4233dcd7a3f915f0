import { endpointPath } from 'shared-contracts';
import { userEndpoint } from 'shared-contracts/api';
import { firstSearchQuery, likesEndpoint, searchEndpoint } from 'shared-contracts/api/search';
import type { StoredSettings } from '../../repositories/sites';

/**
 * The calls a member's page makes before it can show anything, preloaded with the page so they are answered while the
 * scripts load (docs/architecture.md "First paint"): the session every member page waits for, and the first search
 * on /members (built by the same function the page uses, so the address is the same) with the member's likes, which
 * mark the liked cards. A page opened at a later page of results (`?page=`) starts with another call and gets no
 * search preload.
 */
export function memberFirstCalls(routePath: string | undefined, search: string, settings: StoredSettings): string[] {
  const calls: string[] = [userEndpoint.path];
  if (routePath !== '/members') return calls;
  if (search === '')
    calls.push(
      endpointPath(searchEndpoint, firstSearchQuery({ searchAllCountries: settings.profileSearch.searchAllCountries })),
    );
  calls.push(likesEndpoint.path);
  return calls;
}

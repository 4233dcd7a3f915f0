import { endpointPath } from 'shared-contracts';
import { userEndpoint } from 'shared-contracts/api';
import { chatsEndpoint } from 'shared-contracts/api/chat';
import { creditsEndpoint, ordersEndpoint } from 'shared-contracts/api/payments';
import { firstSearchQuery, likesEndpoint, searchEndpoint } from 'shared-contracts/api/search';
import type { StoredSettings } from '../../repositories/sites';

/**
 * The calls a member's page makes before it can show anything: asked at once, side by side, when the server renders
 * the page (its render finds them answered, `firstView.ts`), and preloaded with the page when the server did not render
 * it (rendering off, past its budget, a shell without a server build), so they are answered while the scripts load
 * (docs/architecture.md "First paint"): the session every member page waits for; on /members the first
 * search (built by the same function the page uses, so the address is the same) and the likes, which mark the liked
 * cards; on the chat pages the conversation list; on /credits the offers and the orders; on the member home what its
 * first blocks show (the calls go with a session cookie only). A page opened at a later page of results (`?page=`)
 * starts with another call and gets no search preload.
 */
export function memberFirstCalls(routePath: string | undefined, search: string, settings: StoredSettings): string[] {
  const calls: string[] = [userEndpoint.path];
  if (routePath === '/members') {
    if (search === '')
      calls.push(
        endpointPath(
          searchEndpoint,
          firstSearchQuery({ searchAllCountries: settings.profileSearch.searchAllCountries }),
        ),
      );
    calls.push(likesEndpoint.path);
  }
  if (routePath === '/chats' || routePath === '/chats/:chatId') calls.push(chatsEndpoint.path);
  // The member home's blocks on screen at first (memberBlocks' firstPaint): the offers and the chats.
  if (routePath === '/') calls.push(creditsEndpoint.path, chatsEndpoint.path);
  // The member's own country's offers: one who chose another payment country (kept in the browser) asks for that
  // country's instead, and this answer goes unused.
  if (routePath === '/credits' && search === '') calls.push(creditsEndpoint.path, ordersEndpoint.path);
  return calls;
}

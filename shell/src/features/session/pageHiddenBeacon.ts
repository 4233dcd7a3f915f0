import { endpointUrl } from 'shared-contracts';
import { pageHiddenEndpoint } from 'shared-contracts/api';

/**
 * When a member's page becomes hidden, tell the server (docs/product.md §4 "Page hidden"): it marks them last active now.
 * A beacon survives the page being closed, which a fetch does not.
 */
export function sendBeaconWhenHidden(isLoggedIn: () => boolean): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || !isLoggedIn()) return;
    navigator.sendBeacon(endpointUrl(pageHiddenEndpoint), new Blob(['{}'], { type: 'application/json' }));
  });
}

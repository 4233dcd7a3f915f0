import {
  ApiRequestError,
  browserPushState,
  callEndpoint,
  currentSubscription,
  subscribeBrowser,
} from 'shared-contracts';
import { pushUnsubscribeEndpoint } from 'shared-contracts/api/account';
import { pushSubscribeEndpoint } from 'shared-contracts/api/signup';
import type { User } from 'shared-contracts/api';

/**
 * Web push for this browser (docs/product.md §3 Push state): subscribed as signup's push step does
 * (shared-contracts/src/browserPush.ts, POST /api/user.php?push=1), and turned off again.
 * Plain calls, not RTK Query: each is one step of a browser subscription undone on failure, and caches nothing.
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

/** What this browser can do and has: no push without a VAPID key either (a site without one offers none). */
export async function pushState(publicKey: string): Promise<PushState> {
  const state = await browserPushState();
  if (state === 'unsupported' || !publicKey) return 'unsupported';
  return state === 'denied' ? 'denied' : state === 'subscribed' ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes and stores the subscription with the member. The member as the server now sees it,
 * or null when permission was refused. A subscription the server refused is undone, so the switch tells the truth.
 */
export async function turnPushOn(publicKey: string): Promise<User | null> {
  const subscription = await subscribeBrowser(publicKey);
  if (!subscription) return null;
  try {
    const json = subscription.toJSON() as PushSubscriptionJSON & {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    return (await callEndpoint(pushSubscribeEndpoint, { body: { subscription: json } })).user;
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
}

/**
 * Removes the subscription from the server, then from the browser. A server that no longer knows it (404: it
 * expired there) is no reason to keep the browser subscribed.
 */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await callEndpoint(pushUnsubscribeEndpoint, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

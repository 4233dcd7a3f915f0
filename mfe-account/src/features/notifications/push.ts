import { ApiRequestError, callEndpoint } from 'shared-contracts';
import { pushUnsubscribeEndpoint } from 'shared-contracts/api/account';
import { pushSubscribeEndpoint, SERVICE_WORKER_URL } from 'shared-contracts/api/signup';
import type { User } from 'shared-contracts/api';

/**
 * Web push for this browser (docs/product.md §3 Push state): the same subscription flow as signup's push step
 * (mfe-signup/src/shared/push.ts: the service worker, the site's VAPID key, POST /api/user.php?push=1), plus turning
 * it off again. Remotes do not import each other, hence this small twin.
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

function pushCapable(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushCapable()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** What this browser can do and has: no push without a VAPID key either (a site without one offers none). */
export async function pushState(publicKey: string): Promise<PushState> {
  if (!pushCapable() || !publicKey) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Asks for permission, subscribes and stores the subscription with the member. The member as the server now sees it,
 * or null when permission was refused. A subscription the server refused is undone, so the switch tells the truth.
 */
export async function turnPushOn(publicKey: string): Promise<User | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
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

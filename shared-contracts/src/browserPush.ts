import { SERVICE_WORKER_URL } from './constants';

/**
 * This browser's web push (docs/product.md §3 Push state), for every app that offers it: signup's push step and the
 * notifications page subscribe the same way, with the site's service worker and VAPID key.
 */
export type BrowserPushState = 'unsupported' | 'denied' | 'subscribed' | 'not_subscribed';

export function pushCapable(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The existing subscription of this browser, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushCapable()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!pushCapable()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'subscribed' : 'not_subscribed';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks for permission and subscribes with the server's VAPID key; null when the member says no. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

import { SERVICE_WORKER_URL } from 'shared-contracts/api/signup';

/** docs/product.md §3 Push state, as the signup flow needs it. */
export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'not_subscribed';

export function pushCapable(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** The existing subscription of this browser, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushCapable()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

export async function pushState(): Promise<PushState> {
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
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const worker = await registration();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}

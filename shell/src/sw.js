// Push service worker, version 2 (docs/product.md §7). It shows pushed messages as notifications and tells every open page
// about them (NEW_PUSH_MESSAGE) and about clicks on them (NEW_PUSH_CLICK). Registered as /sw.js?version=2.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function postToPages(message) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
  return pages;
}

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title || '', {
        body: payload.body || '',
        tag: payload.tag,
        icon: payload.icon,
        data: { url: payload.url || '/' },
      }),
      postToPages({ type: 'NEW_PUSH_MESSAGE', payload }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    (async () => {
      const pages = await postToPages({ type: 'NEW_PUSH_CLICK', payload: { url } });
      if (pages[0]) await pages[0].focus();
      else await self.clients.openWindow(url);
    })(),
  );
});

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_PATHS, isPhotoRequest, notificationFromPush, PHOTO_CACHE, PHOTO_CACHE_LIMITS, SHELL_URL } from './sw-rules';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Page paths (deep links like /dashboard/packages/42) open from the precached shell; the API never does.
registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: [API_PATHS] }));

registerRoute(
  ({ request, url }) => isPhotoRequest(request.method, url),
  new CacheFirst({ cacheName: PHOTO_CACHE, plugins: [new ExpirationPlugin({ ...PHOTO_CACHE_LIMITS, purgeOnQuotaError: true })] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const notification = notificationFromPush(event.data?.text() ?? null);
  if (!notification) return;
  event.waitUntil(self.registration.showNotification(notification.title, notification.options));
});

/** An open app window is brought to the alert's page; without one, the app opens there. */
async function openApp(url: string) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const shown = open.url === target ? open : ((await open.navigate(target).catch(() => null)) ?? open);
  await shown.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openApp(typeof url === 'string' && url.startsWith('/') ? url : '/dashboard'));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'outbox-sync' });
    }),
  );
});

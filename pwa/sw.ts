/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_PATHS, bytesToBase64, isPhotoRequest, notificationFromPush, PHOTO_CACHE, PHOTO_CACHE_LIMITS, SHELL_URL } from './sw-rules';

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

// The first install takes the open page at once (its lazy screens, photos and texts then come from the precache,
// so an airport's lost connection right after the first visit still finds them). An update still waits for the
// user's yes: a waiting worker does not activate, so it claims nothing until then.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/**
 * The parcel's photo is served only with the session cookie, which the browser's notification loader may not
 * send: the worker fetches it itself (from the photo cache when held) and hands the notification its bytes.
 */
async function inlinePhoto(image: string | undefined): Promise<string | undefined> {
  if (!image) return undefined;
  const url = new URL(image, self.location.origin);
  if (url.origin !== self.location.origin || !isPhotoRequest('GET', url)) return image;
  try {
    const cache = await caches.open(PHOTO_CACHE);
    let response = await cache.match(url.href);
    if (!response) {
      response = await fetch(url.href, { credentials: 'include' });
      if (!response.ok) return undefined;
      await cache.put(url.href, response.clone());
    }
    const blob = await response.blob();
    return `data:${blob.type};base64,${bytesToBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const notification = notificationFromPush(event.data?.text() ?? null);
  if (!notification) return;
  const { image, ...options } = notification.options;
  const show = async () => {
    const inlined = await inlinePhoto(image);
    // `image` is missing from TypeScript's NotificationOptions, not from the browsers that show it.
    const shown: NotificationOptions & { image?: string } = inlined ? { ...options, image: inlined } : options;
    await self.registration.showNotification(notification.title, shown);
  };
  event.waitUntil(show());
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

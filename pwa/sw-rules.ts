import { PushPayloadSchema } from '../shared/push/push-schemas';
import { PHOTO_CACHE } from './photo-cache-name';

/** The precached page every navigation opens from (a single-page app). */
export const SHELL_URL = '/index.html';

// The name lives in a zod-free file: the page clears the cache on every anonymous load (decision 101).
export { PHOTO_CACHE };
export const PHOTO_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** Page navigations the shell never answers: the API's own paths. */
export const API_PATHS = /^\/api(\/|\?|$)/;

export const isPhotoRequest = (method: string, url: URL) => method === 'GET' && /^\/api\/photos\/\d+$/.test(url.pathname);

/** A push message's notification, or null when the message is not a PushPayload. */
export function notificationFromPush(text: string | null): { title: string; options: NotificationOptions & { image?: string } } | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const payload = PushPayloadSchema.safeParse(json);
  if (!payload.success) return null;
  const { title, body, tag, url, image, kind } = payload.data;
  return {
    title,
    options: { body, tag, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { url, kind }, ...(image ? { image } : {}) },
  };
}

/** Base64 of bytes without Buffer (a worker has none); in chunks, as String.fromCharCode takes limited arguments. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

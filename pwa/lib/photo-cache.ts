import { PHOTO_CACHE } from '@/photo-cache-name';

/** Forgets the signed-in account's parcel photos held by the service worker (sign-out, or another user signing in). */
export async function clearPhotoCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE).catch(() => false);
}

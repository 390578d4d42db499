/** The service worker's cache of parcel photos (pwa/sw-rules.ts PHOTO_CACHE); a photo belongs to one account. */
const PHOTO_CACHE = 'parcel-photos';

/** Forgets the signed-in account's photos (sign-out, or another user signing in on this device). */
export async function clearPhotoCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE).catch(() => false);
}

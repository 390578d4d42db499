/** Photos of parcels kept for offline viewing (the worker's cache); pwa/lib/photo-cache.ts clears it on sign-out. */
export const PHOTO_CACHE = 'parcel-photos';

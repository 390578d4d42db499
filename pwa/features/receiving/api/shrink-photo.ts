import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES } from '@shared/packages/package-photo-schema';

/** Too large for the server (PHOTO_MAX_BYTES), and this browser could not make it smaller: nothing was sent. */
export class PhotoTooLargeError extends Error {
  constructor() {
    super('photo too large to send');
  }
}

/** The server stores JPEG quality 80: sent at 90, the second encoding loses little. */
const SENT_JPEG_QUALITY = 0.9;

const isAcceptedType = (type: string) => (PHOTO_TYPES as readonly string[]).includes(type.toLowerCase());

/** The photo drawn no larger than the server keeps it, upright, on white, as a JPEG; null when it is fine as it is. */
async function drawSmaller(photo: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && photo.size <= PHOTO_MAX_BYTES && isAcceptedType(photo.type)) return null;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // What the server does with transparency; JPEG has none.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: SENT_JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
}

/**
 * The photo as it is sent: a camera's 12 MP (several MB) leaves the tablet at the size the server stores it
 * (PHOTO_MAX_SIDE on its longer side, a few hundred KB), so it uploads quickly and costs the server little. A photo
 * already that small goes as it is; so does one this browser cannot decode or draw, if the server would take its size.
 * Otherwise PhotoTooLargeError, before anything is sent.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  const sent = (await drawSmaller(photo).catch(() => null)) ?? photo;
  if (sent.size > PHOTO_MAX_BYTES) throw new PhotoTooLargeError();
  return sent;
}

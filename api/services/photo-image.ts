import sharp from 'sharp';
import { PHOTO_MAX_SIDE } from '../../shared/packages/package-photo-schema';

/** Beyond this the decoded image alone would take hundreds of megabytes (a small PNG can claim huge dimensions). */
export const PHOTO_MAX_PIXELS = 60_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type PhotoImageProblem = 'unsupported' | 'unreadable' | 'tooManyPixels';

export class PhotoImageError extends Error {
  constructor(readonly problem: PhotoImageProblem) {
    super(`photo refused: ${problem}`);
  }
}

export interface NormalizedPhoto {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * The photo as stored: turned upright by its EXIF orientation, fit inside PHOTO_MAX_SIDE (never enlarged), on white
 * where it was transparent, re-encoded as JPEG quality 80 with no metadata at all (sharp keeps none unless asked).
 */
export async function normalizePhoto(input: Uint8Array): Promise<NormalizedPhoto> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;
  // The header alone (no decoding): what the image is and how big it claims to be.
  const metadata = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PhotoImageError('unreadable');
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new PhotoImageError('unsupported');
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw new PhotoImageError('tooManyPixels');
  try {
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .timeout({ seconds: 30 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new PhotoImageError('unreadable');
  }
}

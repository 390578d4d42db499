import type Sharp from 'sharp';
import { PHOTO_MAX_METADATA_BYTES, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE } from '../../../shared/packages/package-photo-schema';
import { checkPngMetadata } from './png-metadata';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

let loadingSharp: Promise<typeof Sharp> | undefined;

/** sharp (libvips) loads with the first photo, not at start (decision 155). */
function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // Set for a small server (decision 140): one libvips thread per image, since the photo queue already decides how
    // many run at once (PHOTO_CONCURRENCY), and no operation cache, since no photo is ever processed twice.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

export type PhotoImageProblem = 'unsupported' | 'unreadable' | 'tooManyPixels' | 'metadataTooLarge';

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
  // Before libvips sees it: libpng would inflate the compressed chunks as it reads the header.
  const metadataVerdict = await checkPngMetadata(input, PHOTO_MAX_METADATA_BYTES);
  if (metadataVerdict === 'tooLarge') throw new PhotoImageError('metadataTooLarge');
  if (metadataVerdict === 'corrupt') throw new PhotoImageError('unreadable');
  const sharp = await loadSharp();
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

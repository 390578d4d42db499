import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';
export { PHOTO_MESSAGES } from './photo-messages';

/** A photo of a parcel taken at the warehouse: `url` serves the JPEG to its owner and staff only. */
export const PackagePhotoSchema = z.object({
  id: z.number().int(),
  /** '/api/photos/{id}' (relative to the site; send the session with it). */
  url: z.string(),
  created_at: IsoDateTimeSchema,
});
export type PackagePhoto = z.infer<typeof PackagePhotoSchema>;

/** POST /api/packages/{id}/photos (201). */
export const PackagePhotoResponseSchema = z.object({ photo: PackagePhotoSchema });

/** The multipart field the photo is sent in. */
export const PHOTO_FIELD = 'photo';
/** The largest file the API takes; the PWA shrinks a photo before sending it and sends nothing larger. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Beyond this the decoded image alone would take hundreds of megabytes (a small PNG can claim huge dimensions). */
export const PHOTO_MAX_PIXELS = 60_000_000;
/** What a PNG's compressed text and ICC profile may inflate to, in all (a few KB of zTXt can claim gigabytes). */
export const PHOTO_MAX_METADATA_BYTES = 2 * 1024 * 1024;
/** The stored photo fits inside this square (the longer side at most), never enlarged; the PWA sends it this size. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const photoUrl = (id: number) => `/api/photos/${id}`;

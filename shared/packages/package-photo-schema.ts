import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';

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
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The stored photo fits inside this square (the longer side at most), never enlarged. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const photoUrl = (id: number) => `/api/photos/${id}`;

/** Server texts of the photo calls; the PWA translates them by their exact text. */
export const PHOTO_MESSAGES = {
  notMultipart: 'Content-Type must be multipart/form-data',
  unreadableForm: 'The upload could not be read',
  missing: 'Attach the photo as a file in the "photo" field',
  unsupportedType: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: 'The photo must be 10 MB or smaller',
  tooManyPixels: 'The photo must be at most 60 megapixels',
  unreadableImage: 'The photo could not be read as an image',
  notFound: 'Photo not found',
} as const;

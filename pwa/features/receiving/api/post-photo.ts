import { HTTPError, type RetryOptions } from 'ky';
import { PackagePhotoResponseSchema, PHOTO_FIELD, PHOTO_MESSAGES, type PackagePhoto } from '@shared/packages/package-photo-schema';
import { api, apiErrorMessage, describeApiFailure } from '@/lib/api-client';
import { PhotoTooLargeError, shrinkPhoto } from './shrink-photo';

/**
 * A server busy with other photos answers 503 with Retry-After and stores nothing: asked again up to twice, after the
 * wait it gives. Never after a lost connection, when the photo may have been stored.
 */
export const RETRY_WHEN_BUSY: RetryOptions = {
  limit: 2,
  methods: ['post'],
  statusCodes: [503],
  afterStatusCodes: [503],
  shouldRetry: ({ error }) => (error instanceof HTTPError ? undefined : false),
};

/** POST a parcel photo (multipart, field `photo`) to `path` under /api, shrunk first (shrinkPhoto). */
export async function postPhoto(path: string, photo: File): Promise<PackagePhoto> {
  const body = new FormData();
  body.append(PHOTO_FIELD, await shrinkPhoto(photo), photo.name || 'parcel.jpg');
  return PackagePhotoResponseSchema.parse(await api.post(path, { body, timeout: 60_000, retry: RETRY_WHEN_BUSY }).json()).photo;
}

/** The text for a photo that was not saved: the server's refusal (translated), or its own words when refused here. */
export function photoErrorText(caught: unknown, fallback: string): Promise<string> {
  if (caught instanceof PhotoTooLargeError) return describeApiFailure({ kind: 'http', status: 413, error: PHOTO_MESSAGES.tooLarge, body: {} }, fallback);
  return apiErrorMessage(caught, fallback);
}

import { PackagePhotoResponseSchema, PHOTO_FIELD, type PackagePhoto } from '@shared/packages/package-photo-schema';
import { api } from '@/lib/api-client';

/** POST /api/packages/{id}/photos (multipart, field `photo`): the server resizes it and strips its metadata. */
export async function uploadPackagePhoto(id: number, photo: File): Promise<PackagePhoto> {
  const body = new FormData();
  body.append(PHOTO_FIELD, photo);
  return PackagePhotoResponseSchema.parse(await api.post(`packages/${id}/photos`, { body, timeout: 60_000 }).json()).photo;
}

import { PackagePhotoResponseSchema, PHOTO_FIELD, type PackagePhoto } from '@shared/packages/package-photo-schema';
import { api } from '@/lib/api-client';

/** POST /api/unidentified-parcels/{id}/photos (multipart, field `photo`), like a package's. */
export async function uploadParcelPhoto(id: number, photo: File): Promise<PackagePhoto> {
  const body = new FormData();
  body.append(PHOTO_FIELD, photo);
  return PackagePhotoResponseSchema.parse(await api.post(`unidentified-parcels/${id}/photos`, { body, timeout: 60_000 }).json()).photo;
}

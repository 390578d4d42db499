import type { PackagePhoto } from '@shared/packages/package-photo-schema';
import { postPhoto } from './post-photo';

/** POST /api/unidentified-parcels/{id}/photos (multipart, field `photo`), like a package's. */
export function uploadParcelPhoto(id: number, photo: File): Promise<PackagePhoto> {
  return postPhoto(`unidentified-parcels/${id}/photos`, photo);
}

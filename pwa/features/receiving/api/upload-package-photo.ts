import type { PackagePhoto } from '@shared/packages/package-photo-schema';
import { postPhoto } from './post-photo';

/** POST /api/packages/{id}/photos (multipart, field `photo`): the server resizes it and strips its metadata. */
export function uploadPackagePhoto(id: number, photo: File): Promise<PackagePhoto> {
  return postPhoto(`packages/${id}/photos`, photo);
}

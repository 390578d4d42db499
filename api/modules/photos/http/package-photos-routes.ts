import { PackagePhotoResponseSchema } from '../../../../shared/packages/package-photo-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { json } from '../../../http/openapi/responses';
import { anyPackage } from '../../packages/package-lookup';
import { savePhoto } from '../photo-service';
import { photoUploadBody, photoUploadErrors, readPhotoUpload } from './photo-upload';

const upload = defineRoute('staff', {
  method: 'post', path: '/{id}/photos', tags: ['Warehouse'], summary: 'Add a photo of the parcel',
  description:
    'Stored at most 1600 px on its longer side, re-encoded as JPEG (quality 80), upright by its EXIF orientation and with ' +
    'every metadata field (EXIF, GPS, ICC) removed. The owner sees it in the package detail (`photos`, oldest first).',
  request: { params: IdParamsSchema, body: photoUploadBody },
  responses: { 201: json(PackagePhotoResponseSchema, 'Stored'), ...photoUploadErrors },
});

/** /api/packages/{id}/photos: the warehouse photographs a parcel. */
export function packagePhotosRoutes(deps: AppDeps) {
  return createRouter().openapi(upload, async (c) => {
    const { id } = c.req.valid('param');
    const row = await anyPackage(deps.db, id);
    const photo = await savePhoto(deps, requireUser(c), { packageId: row.id }, () => readPhotoUpload(c));
    return c.json({ photo }, 201);
  });
}

import { PackagePhotoResponseSchema } from '../../../../shared/packages/package-photo-schema';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import type { AppDeps } from '../../../app-deps';
import { ApiError } from '../../../http/api-error';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { savePhoto } from '../photo-service';
import { anyParcel } from '../../warehouse/unidentified-parcels-service';
import { photoUploadBody, photoUploadErrors, readPhotoUpload } from './photo-upload';

const upload = defineRoute('staff', {
  method: 'post', path: '/{id}/photos', tags: ['Warehouse'], summary: 'Add a photo of an unidentified parcel',
  description:
    'Stored as the package photos are (at most 1600 px, JPEG, no metadata). Only staff see it until the parcel is assigned or matched; ' +
    `then it moves to the package and its owner sees it too. 409 '${RECEIVING_MESSAGES.parcelAlreadyAssigned}' once the parcel is not open.`,
  request: { params: IdParamsSchema, body: photoUploadBody },
  responses: { 201: json(PackagePhotoResponseSchema, 'Stored'), ...photoUploadErrors, ...errors(409) },
});

/** /api/unidentified-parcels/{id}/photos: the warehouse photographs a parcel nobody has claimed yet. */
export function unidentifiedParcelPhotosRoutes(deps: AppDeps) {
  return createRouter().openapi(upload, async (c) => {
    const parcel = await anyParcel(deps.db, c.req.valid('param').id);
    if (parcel.status !== 'open') throw new ApiError(409, RECEIVING_MESSAGES.parcelAlreadyAssigned);
    const photo = await savePhoto(deps, requireUser(c), { unidentifiedParcelId: parcel.id }, () => readPhotoUpload(c));
    return c.json({ photo }, 201);
  });
}

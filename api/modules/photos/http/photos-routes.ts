import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { photoForViewer, readPhotoBytes } from '../photo-service';

/** Private: the browser may keep it, shared caches may not; a photo never changes under its id. */
const PHOTO_CACHE_CONTROL = 'private, max-age=86400';

const photo = defineRoute('user', {
  method: 'get', path: '/{id}', tags: ['Warehouse'], summary: 'A parcel photo (JPEG)',
  description: "The package's owner and staff get it; anyone else 404, as if it did not exist.",
  request: { params: IdParamsSchema },
  responses: {
    200: {
      description: 'The JPEG',
      headers: { 'Cache-Control': { description: PHOTO_CACHE_CONTROL, schema: { type: 'string' } } },
      content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});

/** /api/photos: parcel photos for their owner and staff. */
export function photosRoutes(deps: AppDeps) {
  return createRouter().openapi(photo, async (c) => {
    const row = await photoForViewer(deps.db, requireUser(c), c.req.valid('param').id);
    const bytes = await readPhotoBytes(deps, row);
    return c.body(bytes, 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': PHOTO_CACHE_CONTROL });
  });
}

import { z } from '@hono/zod-openapi';
import { OverdueParcelListSchema } from '../../../../shared/storage/overdue-parcel-schema';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { overdueParcels } from '../overdue-parcels-service';

const list = defineRoute('staff', {
  method: 'get', path: '/', tags: ['Storage'], summary: 'Parcels past their last storage day, most overdue first',
  description:
    'Each with its days overdue, the overstay fee so far, the warnings on record and `disposal_from`: the first New York day it ' +
    'may be disposed of, null until the required warnings with the photo are on record. Nothing is disposed of by the app.',
  responses: { 200: json(z.object(OverdueParcelListSchema.shape).openapi('OverdueParcelList'), 'The overdue parcels and the policy') },
});

/** /api/admin/overdue-parcels (staff). */
export function overdueParcelsRoutes(deps: AppDeps) {
  return createRouter().openapi(list, async (c) => c.json(await overdueParcels(deps), 200));
}

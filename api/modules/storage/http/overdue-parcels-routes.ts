import { z } from '@hono/zod-openapi';
import { DisposeParcelRequestSchema, ParcelDisposalSchema } from '../../../../shared/storage/disposal-schema';
import { DISPOSAL_MESSAGES } from '../../../../shared/storage/disposal-messages';
import { OverdueParcelListSchema } from '../../../../shared/storage/overdue-parcel-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json } from '../../../http/openapi/responses';
import { disposalRecordedSince, recordDisposal } from '../disposal-service';
import { overdueParcels } from '../overdue-parcels-service';

const PackageIdParamsSchema = z.object({
  packageId: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .transform(Number)
    .openapi({ param: { name: 'packageId', in: 'path' }, type: 'integer', example: 12 }),
});

const list = defineRoute('staff', {
  method: 'get', path: '/', tags: ['Storage'], summary: 'Parcels past their last storage day, most overdue first',
  description:
    'Each with its days overdue, the overstay fee so far, the warnings on record and `disposal_from`: the first New York day it ' +
    'may be disposed of, null until the required warnings with the photo are on record. A disposed parcel is no longer listed.',
  responses: { 200: json(z.object(OverdueParcelListSchema.shape).openapi('OverdueParcelList'), 'The overdue parcels and the policy') },
});

const dispose = defineRoute('staff', {
  method: 'post', path: '/{packageId}/dispose', tags: ['Storage'], summary: 'Record that an overdue parcel was disposed of under the policy',
  description:
    'Only a received parcel whose `disposal_from` is today or earlier (the required warnings with its photo on record and the ' +
    `policy's day come). 409 with its reason otherwise: '${DISPOSAL_MESSAGES.warningsMissing}', '${DISPOSAL_MESSAGES.tooEarly}' ` +
    `(with \`disposal_from\`), '${DISPOSAL_MESSAGES.pickupBooked}', '${DISPOSAL_MESSAGES.heldByDelivery}', ` +
    `'${DISPOSAL_MESSAGES.alreadyDisposed}'. The note says why and what was done. The package becomes \`disposed\`: its storage ` +
    'clock stops and the customer is told by e-mail (and push) in their language. A repeated Idempotency-Key answers the stored answer.',
  request: { headers: IdempotencyHeadersSchema, params: PackageIdParamsSchema, body: jsonBody(DisposeParcelRequestSchema) },
  responses: { ...replayable({ 200: json(ParcelDisposalSchema, 'Recorded as disposed of'), ...errors(400, 404, 409) }), ...errors(422) },
});

/** /api/admin/overdue-parcels (staff). */
export function overdueParcelsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await overdueParcels(deps), 200))
    .openapi(dispose, (c) => {
      const { packageId } = c.req.valid('param');
      const { note } = c.req.valid('json');
      const staff = requireUser(c);
      return idempotentWrite(c, deps, {
        fingerprint: { note },
        work: async () => ({ status: 200, body: await recordDisposal(deps, staff, packageId, note) }),
        alreadyDone: async (since) => {
          const body = await disposalRecordedSince(deps, staff.id, packageId, since);
          return body ? { status: 200, body } : undefined;
        },
      });
    });
}

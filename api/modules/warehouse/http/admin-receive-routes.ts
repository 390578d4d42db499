import { z } from '@hono/zod-openapi';
import { ReceiveLookupQuerySchema, ReceiveLookupSchema } from '../../../../shared/receiving/receive-lookup-schema';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { lookupForReceiving } from '../receiving-service';

const lookup = defineRoute('staff', {
  method: 'get', path: '/lookup', tags: ['Warehouse'], summary: 'The receiving station: packages and the open unidentified parcel with a scanned or typed number',
  description:
    'The number is compared normalized (spaces and dashes dropped, upper case) and exactly. `matches`: every package with it not yet picked ' +
    "up, newest first, with its owner, suite and the owner's current plan ('none' without one or once expired); several customers may have " +
    'registered the same number. `unidentified`: the open unidentified parcel with it, or null.',
  request: { query: ReceiveLookupQuerySchema },
  responses: { 200: json(z.object(ReceiveLookupSchema.shape).openapi('ReceiveLookup'), 'What the number matches (possibly nothing)') },
});

/** /api/admin/receive: the warehouse tablet's receiving station. */
export function adminReceiveRoutes(deps: AppDeps) {
  return createRouter().openapi(lookup, async (c) => c.json(await lookupForReceiving(deps, c.req.valid('query').tracking_number), 200));
}

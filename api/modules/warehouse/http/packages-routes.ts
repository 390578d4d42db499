import { MarkPickedUpRequestSchema, MarkReceivedRequestSchema, SetCarrierRequestSchema } from '../../../../shared/packages/package-schemas';
import { PackageDetailResponseSchema } from '../../../../shared/packages/package-schema';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { toPackageDetail } from '../../packages/package-view';
import { anyPackage } from '../../packages/package-lookup';
import { handoverRecordedSince, markPickedUp, markReceived, receiptRecordedSince, setCarrier, undoReceived } from '../warehouse-handling-service';

const tags = ['Warehouse'];

const received = defineRoute('staff', {
  method: 'put', path: '/{id}/received', tags, summary: 'Mark as received at the warehouse (irreversible once the 60-second undo has passed)',
  description:
    "Starts the storage clock with the owner's plan. `received_date` (YYYY-MM-DD, not in the future) defaults to now. " +
    'A repeated Idempotency-Key answers the stored answer (the package as the first receipt left it, or its refusal) and receives nothing more.',
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(MarkReceivedRequestSchema) },
  responses: { ...replayable({ 200: json(PackageDetailResponseSchema, 'Received'), ...errors(400, 404, 409) }), ...errors(422) },
});
const undoReceipt = defineRoute('staff', {
  method: 'delete', path: '/{id}/received', tags, summary: 'Undo a receipt within 60 seconds of it',
  description:
    'Only while the package is received (not scheduled or picked up): it is pending again, without its receipt entry, storage clock, weight ' +
    `or storage days. 409 '${RECEIVING_MESSAGES.undoExpired}' after 60 seconds, '${RECEIVING_MESSAGES.undoNotReceived}' in another status, ` +
    `'${RECEIVING_MESSAGES.undoAssignedParcel}' for a package made by assigning an unidentified parcel (DELETE /api/unidentified-parcels/{id}). ` +
    'A package matched with an unidentified parcel gives the parcel back, open, with its photos.',
  request: { params: IdParamsSchema },
  responses: { 200: json(PackageDetailResponseSchema, RECEIVING_MESSAGES.receiptUndone), ...errors(404, 409) },
});
const pickedUp = defineRoute('staff', {
  method: 'put', path: '/{id}/picked-up', tags, summary: 'Mark as picked up by the named person',
  description:
    'Only a received or scheduled package; a pickup whose packages are all collected is completed. A repeated Idempotency-Key answers ' +
    'the stored answer (an "already picked up" refusal too).',
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(MarkPickedUpRequestSchema) },
  responses: { ...replayable({ 200: json(PackageDetailResponseSchema, 'Picked up'), ...errors(400, 404, 409) }), ...errors(422) },
});

const carrier = defineRoute('staff', {
  method: 'put', path: '/{id}/carrier', tags, summary: "Set the carrier of a number whose carrier was unknown or ambiguous",
  description: '`null` makes it unknown again. The tracking page follows the carrier; the next refresh asks the carrier named.',
  request: { params: IdParamsSchema, body: jsonBody(SetCarrierRequestSchema) },
  responses: { 200: json(PackageDetailResponseSchema, 'The package with its carrier'), ...errors(404) },
});

/** /api/packages: what staff do with a parcel at the warehouse. */
export function packagesRoutes(deps: AppDeps) {
  const answer = async (id: number) => ({ tracking: await toPackageDetail(deps.db, await anyPackage(deps.db, id)) });
  return createRouter()
    .openapi(received, (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const staff = requireUser(c);
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => {
          await markReceived(deps, staff, id, input);
          return { status: 200, body: await answer(id) };
        },
        alreadyDone: async (since) => ((await receiptRecordedSince(deps.db, staff.id, id, input, since)) ? { status: 200, body: await answer(id) } : undefined),
      });
    })
    .openapi(undoReceipt, async (c) => {
      const { id } = c.req.valid('param');
      await undoReceived(deps, id);
      return c.json(await answer(id), 200);
    })
    .openapi(pickedUp, (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const staff = requireUser(c);
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => {
          await markPickedUp(deps, staff, id, input);
          return { status: 200, body: await answer(id) };
        },
        alreadyDone: async (since) => ((await handoverRecordedSince(deps.db, staff.id, id, input, since)) ? { status: 200, body: await answer(id) } : undefined),
      });
    })
    .openapi(carrier, async (c) => {
      const { id } = c.req.valid('param');
      await setCarrier(deps, id, c.req.valid('json').carrier);
      return c.json(await answer(id), 200);
    });
}

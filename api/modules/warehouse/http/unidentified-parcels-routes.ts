import { z } from '@hono/zod-openapi';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import {
  AssignUnidentifiedParcelSchema,
  CreateUnidentifiedParcelSchema,
  UnidentifiedParcelAssignedSchema,
  UnidentifiedParcelListQuerySchema,
  UnidentifiedParcelListSchema,
  UnidentifiedParcelResponseSchema,
  UnidentifiedParcelUndoneSchema,
} from '../../../../shared/receiving/unidentified-parcel-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { toPackageDetail } from '../../packages/package-view';
import { unidentifiedParcelPhotosRoutes } from '../../photos/http/unidentified-parcel-photos-routes';
import { assignParcel, createParcel, listParcels, toParcelView, toParcelViews, undoParcel } from '../unidentified-parcels-service';

const tags = ['Warehouse'];
const ParcelSchema = z.object(UnidentifiedParcelResponseSchema.shape).openapi('UnidentifiedParcelResponse');

const create = defineRoute('staff', {
  method: 'post', path: '/', tags, summary: 'Log a parcel whose number matched no package',
  description:
    `The number is stored normalized; 409 '${RECEIVING_MESSAGES.parcelAlreadyOpen}' while another open parcel has it. \`suite_code\`: as the ` +
    `label shows it ("md 10482", "10482"), stored as MD-10482 (400 '${RECEIVING_MESSAGES.suiteInvalid}' otherwise). When a customer later ` +
    'registers the number (POST /api/tracking/create), their package is created received and the parcel is matched.',
  request: { body: jsonBody(CreateUnidentifiedParcelSchema) },
  responses: { 201: json(ParcelSchema, RECEIVING_MESSAGES.parcelCreated), ...errors(409) },
});
const list = defineRoute('staff', {
  method: 'get', path: '/', tags, summary: "The 'Unidentified parcels' list, newest first",
  request: { query: UnidentifiedParcelListQuerySchema },
  responses: { 200: json(z.object(UnidentifiedParcelListSchema.shape).openapi('UnidentifiedParcelList'), 'The parcels with this status (default open)') },
});
const assign = defineRoute('staff', {
  method: 'post', path: '/{id}/assign', tags, summary: 'Give an open parcel to the customer with this suite: their package, received now',
  description:
    "The customer's package with the number (if they registered it and it is pending, with their title) or a new one with a neutral " +
    "title in the owner's language (the carrier and the number's last four characters; the parcel's notes stay staff notes), its carrier " +
    "detected, the parcel's weight and photos; received now by the caller, whatever the plan's cap. `owner`: to whom it went (name, suite, " +
    `plan; GET /api/admin/suite-codes/{code} answers the same before). 404 '${RECEIVING_MESSAGES.suiteNotFound}'; 409 '${RECEIVING_MESSAGES.parcelAlreadyAssigned}'.`,
  request: { params: IdParamsSchema, body: jsonBody(AssignUnidentifiedParcelSchema) },
  responses: { 200: json(z.object(UnidentifiedParcelAssignedSchema.shape).openapi('UnidentifiedParcelAssigned'), RECEIVING_MESSAGES.parcelAssigned), ...errors(409) },
});
const undo = defineRoute('staff', {
  method: 'delete', path: '/{id}', tags, summary: "Undo the parcel's latest step within 60 seconds",
  description:
    'Just logged: the parcel is removed (`parcel` null). Just assigned: it is open again and the package the assignment made is removed (or ' +
    `put back to pending when the customer had registered the number). Later, or a matched parcel: 409 '${RECEIVING_MESSAGES.undoExpired}'.`,
  request: { params: IdParamsSchema },
  responses: { 200: json(z.object(UnidentifiedParcelUndoneSchema.shape).openapi('UnidentifiedParcelUndone'), 'Undone'), ...errors(409) },
});

/** /api/unidentified-parcels: parcels at the warehouse that nobody has claimed yet. */
export function unidentifiedParcelsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(create, async (c) => c.json({ parcel: await toParcelView(deps.db, await createParcel(deps, requireUser(c), c.req.valid('json'))) }, 201))
    .openapi(list, async (c) => c.json({ parcels: await toParcelViews(deps.db, await listParcels(deps.db, c.req.valid('query').status)) }, 200))
    .openapi(assign, async (c) => {
      const { parcel, packageRow, owner } = await assignParcel(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').suite_code);
      return c.json({ parcel: await toParcelView(deps.db, parcel), package: await toPackageDetail(deps.db, packageRow), owner }, 200);
    })
    .openapi(undo, async (c) => {
      const parcel = await undoParcel(deps, c.req.valid('param').id);
      return c.json(
        parcel
          ? { message: RECEIVING_MESSAGES.assignmentUndone, parcel: await toParcelView(deps.db, parcel) }
          : { message: RECEIVING_MESSAGES.parcelRemoved, parcel: null },
        200,
      );
    })
    .route('/', unidentifiedParcelPhotosRoutes(deps));
}

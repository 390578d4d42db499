import { z } from '@hono/zod-openapi';
import {
  CounterPickupAnswerSchema,
  HandoverRequestSchema,
  PassScanRequestSchema,
  PICKUP_PASS_MESSAGES,
  PickupDelegateRequestSchema,
  PickupPassSchema,
} from '../../../../shared/pickup/pickup-pass-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { photoUploadBody, photoUploadErrors, readPhotoUpload } from '../../photos/http/photo-upload';
import { addHandoverPhoto, handOverPickup, handoverPhoto, pickupHandedOverSince, scanPass } from '../counter-pickup-service';
import { pickupPass, setPickupDelegate } from '../pickup-pass-service';

const tags = ['Pickup'];
const PassSchema = z.object(PickupPassSchema.shape).openapi('PickupPass');
const CounterSchema = z.object(CounterPickupAnswerSchema.shape).openapi('CounterPickup');
const ownerNote = "Only the caller's own pickup (404 for anyone else's, as for one that does not exist), while scheduled (409 otherwise).";
const passNote =
  '`token` names the pickup and its New York day only, signed with HMAC-SHA256 by a key the server makes once and keeps: shown as a QR ' +
  'code and typed at the counter (any case, spaces and dashes ignored). Moving the pickup changes its pass.';
const openNote =
  `A cancelled pickup is 409 '${PICKUP_PASS_MESSAGES.cancelled}'; a collected one 409 '${PICKUP_PASS_MESSAGES.alreadyCollected}' with ` +
  '`collected_by` and `handed_over_at`.';

const pass = defineRoute('user', {
  method: 'get', path: '/{id}/pass', tags, summary: 'The express pickup pass: a signed code and what the pass screen shows',
  description: `${ownerNote} ${passNote} With the packages (title and the last 4 characters of the tracking number), the slot, where to collect and who may: the account holder, or the delegate when one is named.`,
  request: { params: IdParamsSchema },
  responses: { 200: json(PassSchema, 'The pass'), ...errors(404, 409) },
});
const putDelegate = defineRoute('user', {
  method: 'put', path: '/{id}/delegate', tags, summary: 'Name someone to collect the pickup instead',
  description: `${ownerNote} \`name\` as on their ID; \`id_last4\`: the last 4 letters or digits of it, checked at the counter. DELETE removes the delegate.`,
  request: { params: IdParamsSchema, body: jsonBody(PickupDelegateRequestSchema) },
  responses: { 200: json(PassSchema, 'The pass with its delegate'), ...errors(404, 409) },
});
const deleteDelegate = defineRoute('user', {
  method: 'delete', path: '/{id}/delegate', tags, summary: 'Remove the delegate: the account holder collects',
  description: ownerNote,
  request: { params: IdParamsSchema },
  responses: { 200: json(PassSchema, 'The pass without a delegate'), ...errors(404, 409) },
});
const scan = defineRoute('staff', {
  method: 'post', path: '/pass/scan', tags, summary: 'The counter reads a pass: the pickup, its packages and shelves, and who to check',
  description:
    `400 '${PICKUP_PASS_MESSAGES.invalidPass}' for a code this server did not sign (or one tampered with); 404 for a pickup gone. ${openNote} ` +
    `A pass for a day other than today (New York), or shown before the pickup was moved, is 409 '${PICKUP_PASS_MESSAGES.anotherDay}' with the pickup's \`pickup_date\`.`,
  request: { body: jsonBody(PassScanRequestSchema) },
  responses: { 200: json(CounterSchema, 'The pickup to hand over'), ...errors(404, 409) },
});
const handover = defineRoute('staff', {
  method: 'put', path: '/{id}/handover', tags, summary: 'Hand every package of the pickup over to the person named',
  description:
    'Each package still to collect is marked picked up by `collected_by` (its workflow entry, as PUT /api/packages/{id}/picked-up does) and ' +
    `the pickup completed with who collected it, when and by which staff member, all at once. ${openNote} A repeated Idempotency-Key ` +
    'answers the stored answer and hands over nothing more. A photo may follow: POST /api/pickup/{id}/handover/photo.',
  request: { headers: IdempotencyHeadersSchema, params: IdParamsSchema, body: jsonBody(HandoverRequestSchema) },
  responses: { ...replayable({ 200: json(CounterSchema, 'Handed over'), ...errors(400, 404, 409) }), ...errors(422) },
});
const addPhoto = defineRoute('staff', {
  method: 'post', path: '/{id}/handover/photo', tags, summary: 'Add the photo of the signature or the handover',
  description:
    'Checked, resized and stripped of metadata as parcel photos are. Once the pickup is handed over ' +
    `(409 '${PICKUP_PASS_MESSAGES.notHandedOver}'), and once only (409 '${PICKUP_PASS_MESSAGES.photoExists}').`,
  request: { params: IdParamsSchema, body: photoUploadBody },
  responses: { 201: json(CounterSchema, 'Stored'), ...errors(404, 409), ...photoUploadErrors },
});
const getPhoto = defineRoute('staff', {
  method: 'get', path: '/{id}/handover/photo', tags, summary: 'The handover photo (JPEG)',
  description: `404 '${PICKUP_PASS_MESSAGES.noPhoto}' when none was taken.`,
  request: { params: IdParamsSchema },
  responses: { 200: { description: 'The JPEG', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } },
});

/** /api/pickup: the customer's pass and delegate, and the counter's scan and handover (decision 175). */
export function pickupPassRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(pass, async (c) => c.json(await pickupPass(deps, requireUser(c), c.req.valid('param').id), 200))
    .openapi(putDelegate, async (c) => c.json(await setPickupDelegate(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteDelegate, async (c) => c.json(await setPickupDelegate(deps, requireUser(c), c.req.valid('param').id, null), 200))
    .openapi(scan, async (c) => c.json({ pickup: await scanPass(deps, c.req.valid('json').token) }, 200))
    .openapi(handover, (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const staff = requireUser(c);
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => ({ status: 200, body: { pickup: await handOverPickup(deps, staff, id, input) } }),
        alreadyDone: async (since) => {
          const pickup = await pickupHandedOverSince(deps.db, staff.id, id, input, since);
          return pickup && { status: 200, body: { pickup } };
        },
      });
    })
    .openapi(addPhoto, async (c) => c.json({ pickup: await addHandoverPhoto(deps, c.req.valid('param').id, () => readPhotoUpload(c)) }, 201))
    .openapi(getPhoto, async (c) =>
      c.body(await handoverPhoto(deps, c.req.valid('param').id), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-store' }),
    );
}

import { z } from '@hono/zod-openapi';
import { StaffDeliveryAnswerSchema, StaffDeliveryListSchema, StaffDeliveryQuerySchema, StaffDeliverySchema } from '../../../../shared/deliveries/delivery-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { buyDeliveryLabel, deliveryLabelPdf, handOverDelivery, listStaffDeliveries } from '../delivery-staff-service';

const tags = ['Deliveries'];
const byId = { params: IdParamsSchema };
const delivery = z.object(StaffDeliverySchema.shape).openapi('StaffDelivery');
const answer = json(z.object({ ...StaffDeliveryAnswerSchema.shape, delivery }).openapi('StaffDeliveryAnswer'), 'The delivery and the message');

const list = defineRoute('staff', {
  method: 'get', path: '/', tags, summary: 'The deliveries to ship (paid or with their label), shipped, or all',
  description: '`to_ship` (the default) oldest first, the order to pack them; `shipped` and `all` newest first.',
  request: { query: StaffDeliveryQuerySchema },
  responses: { 200: json(z.object({ ...StaffDeliveryListSchema.shape, deliveries: z.array(delivery) }).openapi('StaffDeliveryList'), 'The deliveries') },
});
const label = defineRoute('staff', {
  method: 'post', path: '/{id}/label', tags, summary: "Buy the carrier's label of a paid delivery",
  description:
    'Asked again, the same label. 409 for a delivery that is not waiting for its label (cancelled meanwhile: the label is ' +
    "refunded); the carrier's refusals 400/422, a busy or unreachable carrier 429/503.",
  request: byId,
  responses: { 200: answer, ...errors(404, 409, 422, 429, 503) },
});
const labelPdf = defineRoute('staff', {
  method: 'get', path: '/{id}/label', tags, summary: 'The label as a 4x6 in PDF, to print',
  request: byId,
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errors(404, 409, 503) },
});
const handedOver = defineRoute('staff', {
  method: 'post', path: '/{id}/handed-over', tags, summary: 'The box left with the carrier: its packages are shipped',
  description: 'Asked again, the same answer. 409 before the label is bought. The customer gets a push alert and an e-mail.',
  request: byId,
  responses: { 200: answer, ...errors(404, 409) },
});

/** /api/admin/deliveries: the staff's "to ship" queue (docs/decisions/166). */
export function staffDeliveriesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await listStaffDeliveries(deps, c.req.valid('query').filter), 200))
    .openapi(label, async (c) => c.json(await buyDeliveryLabel(deps, requireUser(c), c.req.valid('param').id), 200))
    .openapi(labelPdf, async (c) => {
      const bytes = await deliveryLabelPdf(deps, c.req.valid('param').id);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="label-${c.req.valid('param').id}.pdf"`, 'Cache-Control': 'private, no-store' });
    })
    .openapi(handedOver, async (c) => c.json(await handOverDelivery(deps, requireUser(c), c.req.valid('param').id), 200));
}

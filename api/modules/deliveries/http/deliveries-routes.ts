import { z } from '@hono/zod-openapi';
import {
  DeliveryAnswerSchema,
  DeliveryCreateRequestSchema,
  DeliveryListSchema,
  DeliveryPaypalCancelSchema,
  DeliveryPaypalOrderSchema,
  DeliveryQuoteRequestSchema,
  DeliveryQuoteSchema,
  DeliverySchema,
} from '../../../../shared/deliveries/delivery-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { cancelDelivery, paidSince, payDelivery } from '../delivery-payment-service';
import { cancelDeliveryPaypalOrder, captureDeliveryPaypalOrder, createDeliveryPaypalOrder } from '../delivery-paypal-service';
import { quoteDelivery } from '../delivery-quote-service';
import { ownDeliveryRow, deliveryRowsOf } from '../delivery-queries';
import { refreshOwnDelivery } from '../delivery-tracking';
import { toDeliveries } from '../delivery-view';

const tags = ['Deliveries'];
const byId = { params: IdParamsSchema };
const delivery = z.object(DeliverySchema.shape).openapi('Delivery');
const answer = json(z.object({ ...DeliveryAnswerSchema.shape, delivery }).openapi('DeliveryAnswer'), 'The delivery and the message');

const quote = defineRoute('user', {
  method: 'post', path: '/quote', tags, summary: 'The carrier rates to send received packages to a verified address',
  description:
    "403 with the delivery gate's message without delivery (Basic, no plan). 404 for a package or address that is not the " +
    "caller's; 409 for an address with a correction to accept, a package not waiting at the warehouse, scheduled for " +
    'pickup, in another delivery or not weighed; the carrier\'s refusals are 400/422, a busy or unreachable carrier 429/503. ' +
    'Each rate adds the handling fee; the quote is payable until `expires_at`.',
  request: { body: jsonBody(DeliveryQuoteRequestSchema) },
  responses: { 201: json(z.object(DeliveryQuoteSchema.shape).openapi('DeliveryQuote'), 'The rates, cheapest first'), ...errors(409, 422, 429, 503) },
});
const create = defineRoute('user', {
  method: 'post', path: '/', tags, summary: 'Pay one rate of a quote on the default card',
  description:
    'The rate plus the handling fee is charged on the default card (400 without a card, 402 declined: nothing is kept). ' +
    '404 for an unknown quote; 409 for an expired or used quote, or packages that are no longer free to leave. ' +
    'The same Idempotency-Key replays the first answer, a decline included.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(DeliveryCreateRequestSchema) },
  responses: { ...replayable({ 201: answer, ...errors(400, 402, 403, 404, 409) }), ...errors(422, 502) },
});
const paypalOrder = defineRoute('user', {
  method: 'post', path: '/paypal-order', tags, summary: 'Pay one rate of a quote through a PayPal order',
  description:
    'Reserves the packages as the card payment does and creates a PayPal order of the rate plus the handling fee; send ' +
    'the browser to the link whose rel is `approve`. PayPal sends it back to /dashboard/deliveries/{id}/paypal-return ' +
    '(then capture) or …/paypal-cancel. The packages stay reserved while the order waits, for 30 minutes or until the ' +
    'customer chooses something else for them. The refusals are the card payment\'s; 502 when PayPal cannot create the order.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(DeliveryCreateRequestSchema) },
  responses: {
    ...replayable({ 201: json(z.object(DeliveryPaypalOrderSchema.shape).openapi('DeliveryPaypalOrder'), 'The reserved delivery and its PayPal order'), ...errors(400, 403, 404, 409) }),
    ...errors(422, 502),
  },
});
const paypalCapture = defineRoute('user', {
  method: 'post', path: '/{id}/paypal-capture', tags, summary: 'Capture the approved PayPal order of a delivery: paid',
  description:
    'Asking again answers the same delivery. 422 Order not approved until the customer approves at PayPal; 409 when the ' +
    'reservation was given up (nothing taken) or the payment came after it and was refunded; 502 when PayPal fails.',
  request: byId,
  responses: { 200: answer, ...errors(404, 409, 422, 502) },
});
const paypalCancel = defineRoute('user', {
  method: 'delete', path: '/{id}/paypal-order', tags, summary: 'Give up a delivery waiting for PayPal: nothing is charged',
  description: 'The reservation is removed and its packages are free again. 409 when it was paid meanwhile (cancel the delivery instead).',
  request: byId,
  responses: { 200: json(z.object(DeliveryPaypalCancelSchema.shape).openapi('DeliveryPaypalCancel'), 'Cancelled'), ...errors(404, 409) },
});
const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The caller's deliveries, newest first",
  responses: { 200: json(z.object({ ...DeliveryListSchema.shape, deliveries: z.array(delivery) }).openapi('DeliveryList'), 'The deliveries') },
});
const one = defineRoute('user', {
  method: 'get', path: '/{id}', tags, summary: 'One delivery with its packages and carrier scans',
  request: byId,
  responses: { 200: json(delivery, 'The delivery'), ...errors(404) },
});
const refresh = defineRoute('user', {
  method: 'post', path: '/{id}/refresh', tags, summary: 'Ask the carrier about a shipped delivery now',
  description: 'At most once a minute per delivery: sooner, or before it ships, the stored delivery. 429 or 502 when the carrier is busy or down.',
  request: byId,
  responses: { 200: json(delivery, 'The delivery'), ...errors(404, 429, 502) },
});
const cancel = defineRoute('user', {
  method: 'delete', path: '/{id}', tags, summary: 'Cancel a paid delivery before its label is bought: refunded in full',
  description: '409 once the label is bought; 502 when the gateway refuses the refund (the delivery stays paid).',
  request: byId,
  responses: { 200: answer, ...errors(404, 409, 502) },
});

/** /api/deliveries: a customer's deliveries of received packages to their US addresses (docs/decisions/166). */
export function deliveriesRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(quote, async (c) => c.json(await quoteDelivery(deps, requireUser(c).id, c.req.valid('json')), 201))
    .openapi(create, async (c) => {
      const userId = requireUser(c).id;
      const input = c.req.valid('json');
      return idempotentWrite(c, deps, {
        fingerprint: input,
        work: async () => ({ status: 201 as const, body: await payDelivery(deps, userId, input) }),
        alreadyDone: async (since) => {
          const body = await paidSince(deps, userId, input, since);
          return body && { status: 201 as const, body };
        },
      });
    })
    .openapi(paypalOrder, async (c) => {
      const userId = requireUser(c).id;
      const input = c.req.valid('json');
      const work = async () => ({ status: 201 as const, body: await createDeliveryPaypalOrder(deps, userId, input) });
      // A run cut short left its reservation: asking again resumes it and its order.
      return idempotentWrite(c, deps, { fingerprint: input, work, alreadyDone: work });
    })
    .openapi(paypalCapture, async (c) => c.json(await captureDeliveryPaypalOrder(deps, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(paypalCancel, async (c) => c.json(await cancelDeliveryPaypalOrder(deps, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(list, async (c) => c.json({ deliveries: await toDeliveries(deps.db, await deliveryRowsOf(deps.db, requireUser(c).id)) }, 200))
    .openapi(one, async (c) => {
      const [view] = await toDeliveries(deps.db, [await ownDeliveryRow(deps.db, requireUser(c).id, c.req.valid('param').id)]);
      return c.json(view!, 200);
    })
    .openapi(refresh, async (c) => {
      const [view] = await toDeliveries(deps.db, [await refreshOwnDelivery(deps, requireUser(c).id, c.req.valid('param').id)]);
      return c.json(view!, 200);
    })
    .openapi(cancel, async (c) => c.json(await cancelDelivery(deps, requireUser(c).id, c.req.valid('param').id), 200));
}

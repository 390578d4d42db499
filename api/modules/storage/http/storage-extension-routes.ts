import { z } from '@hono/zod-openapi';
import {
  StorageExtensionAnswerSchema,
  StorageExtensionQuerySchema,
  StorageExtensionQuoteSchema,
  StorageExtensionRequestSchema,
  StoragePaypalCancelSchema,
  StoragePaypalOrderSchema,
  type StorageExtensionQuery,
} from '../../../../shared/storage/storage-extension-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { idempotentWrite } from '../../../http/idempotent-write';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { extendedSince, extendStorage, quoteStorageExtension, type ExtensionAsk } from '../storage-extension-service';
import { cancelStoragePaypalOrder, captureStoragePaypalOrder, createStoragePaypalOrder } from '../storage-paypal-service';

const tags = ['Storage'];
const REFUSALS =
  "404 for a package that is not the caller's; 409 for one not waiting at the warehouse (received or scheduled) or without a " +
  'storage period, and for `until=trip` without a current trip, with storage already lasting until its departure, or a trip ' +
  'more than the maximum days away; 400 for days outside 1 to 120.';

const extensionAnswer = z.object(StorageExtensionAnswerSchema.shape).openapi('StorageExtension');

const quote = defineRoute('user', {
  method: 'get', path: '/{id}/storage-extension', tags, summary: 'The price and the new last day of extra storage days, before paying',
  description:
    '`?days=N` prices N days after the current last day (also when it has passed: the overdue days are bought first); ' +
    "`?until=trip` prices exactly the days to the current trip's departure. The price is the per-day price of the storage " +
    `settings times the days. ${REFUSALS}`,
  request: { params: IdParamsSchema, query: StorageExtensionQuerySchema },
  responses: { 200: json(z.object(StorageExtensionQuoteSchema.shape).openapi('StorageExtensionQuote'), 'The quote'), ...errors(404, 409) },
});
const extend = defineRoute('user', {
  method: 'post', path: '/{id}/storage-extension', tags, summary: 'Buy the quoted storage days on the default card',
  description:
    '`{ days }` or `{ until: "trip" }` charges exactly what the GET answers on the default card and moves the last day (400 ' +
    'without a card: pay through a PayPal order instead; 402 declined: nothing is kept). 409 when the quote changed ' +
    `between the charge and its record (refunded). ${REFUSALS} The same Idempotency-Key replays the first answer. A receipt is e-mailed.`,
  request: { params: IdParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(StorageExtensionRequestSchema) },
  responses: {
    ...replayable({ 201: json(extensionAnswer, 'Charged and recorded'), ...errors(400, 402, 404, 409) }),
    ...errors(422, 502, 503),
  },
});

const paypalOrder = defineRoute('user', {
  method: 'post', path: '/{id}/storage-extension/paypal-order', tags, summary: 'Buy the quoted storage days through a PayPal order',
  description:
    '`{ days }` or `{ until: "trip" }` prices the days as the card payment does, reserves them (the last day does not move ' +
    'yet) and creates a PayPal order of exactly that price; send the browser to the link whose rel is `approve`. PayPal ' +
    'sends it back to /dashboard/packages/{id}/storage/{extension_id}/paypal-return (then capture) or …/paypal-cancel. The ' +
    'same days asked again resume the order; other days replace it; it lapses after 30 minutes. 409 for days that cost ' +
    `nothing; 502 when PayPal cannot create the order. ${REFUSALS}`,
  request: { params: IdParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(StorageExtensionRequestSchema) },
  responses: {
    ...replayable({ 201: json(z.object(StoragePaypalOrderSchema.shape).openapi('StoragePaypalOrder'), 'The days reserved and their PayPal order'), ...errors(400, 404, 409) }),
    ...errors(422, 502),
  },
});
const ExtensionParamsSchema = IdParamsSchema.extend({
  extensionId: z
    .string()
    .regex(/^[0-9]{1,12}$/)
    .transform(Number)
    .openapi({ param: { name: 'extensionId', in: 'path' }, type: 'integer', example: 7 }),
});
const paypalCapture = defineRoute('user', {
  method: 'post', path: '/{id}/storage-extension/{extensionId}/paypal-capture', tags, summary: 'Capture the approved PayPal order of storage days: paid',
  description:
    'Captures the order, then prices the days again and records them only for the same quote, moving the last day; a ' +
    'receipt is e-mailed. Asking again answers the same extension. 422 Order not approved until the customer approves at ' +
    'PayPal; 409 when the order was given up or lapsed (nothing taken), or its payment came after that, for a changed quote ' +
    "or a wrong amount (refunded); 404 for a purchase that is not the caller's; 502 when PayPal fails.",
  request: { params: ExtensionParamsSchema },
  responses: { 200: json(extensionAnswer, 'Paid and recorded'), ...errors(404, 409, 422, 502) },
});
const paypalCancel = defineRoute('user', {
  method: 'delete', path: '/{id}/storage-extension/{extensionId}/paypal-order', tags, summary: 'Give up storage days waiting for PayPal: nothing is charged',
  description: "The reserved days are given up and a later capture of their order is refused. 409 when they were paid meanwhile; 404 for a purchase that is not the caller's.",
  request: { params: ExtensionParamsSchema },
  responses: { 200: json(z.object(StoragePaypalCancelSchema.shape).openapi('StoragePaypalCancel'), 'Given up'), ...errors(404, 409) },
});

const askOf = (query: StorageExtensionQuery): ExtensionAsk => (query.until ? { until: 'trip' } : { days: query.days! });

/** /api/packages/{id}/storage-extension: storage days bought for one waiting package, by card or PayPal (docs/decisions/176, 179). */
export function storageExtensionRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(quote, async (c) => c.json(await quoteStorageExtension(deps, requireUser(c).id, c.req.valid('param').id, askOf(c.req.valid('query'))), 200))
    .openapi(extend, async (c) => {
      const userId = requireUser(c).id;
      const packageId = c.req.valid('param').id;
      const ask = c.req.valid('json');
      return idempotentWrite(c, deps, {
        fingerprint: ask,
        work: async () => ({ status: 201 as const, body: await extendStorage(deps, userId, packageId, ask) }),
        alreadyDone: async (since) => {
          const body = await extendedSince(deps, userId, packageId, since);
          return body && { status: 201 as const, body };
        },
      });
    })
    .openapi(paypalOrder, async (c) => {
      const userId = requireUser(c).id;
      const packageId = c.req.valid('param').id;
      const ask = c.req.valid('json');
      const work = async () => ({ status: 201 as const, body: await createStoragePaypalOrder(deps, userId, packageId, ask) });
      // A run cut short left its waiting row: asking again resumes it and its order.
      return idempotentWrite(c, deps, { fingerprint: ask, work, alreadyDone: work });
    })
    .openapi(paypalCapture, async (c) => {
      const { id, extensionId } = c.req.valid('param');
      return c.json(await captureStoragePaypalOrder(deps, requireUser(c).id, id, extensionId), 200);
    })
    .openapi(paypalCancel, async (c) => {
      const { id, extensionId } = c.req.valid('param');
      return c.json(await cancelStoragePaypalOrder(deps, requireUser(c).id, id, extensionId), 200);
    });
}

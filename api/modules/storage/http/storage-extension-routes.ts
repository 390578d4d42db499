import { z } from '@hono/zod-openapi';
import {
  StorageExtensionAnswerSchema,
  StorageExtensionQuerySchema,
  StorageExtensionQuoteSchema,
  StorageExtensionRequestSchema,
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

const tags = ['Storage'];
const REFUSALS =
  "404 for a package that is not the caller's; 409 for one not waiting at the warehouse (received or scheduled) or without a " +
  'storage period, and for `until=trip` without a current trip, with storage already lasting until its departure, or a trip ' +
  'more than the maximum days away; 400 for days outside 1 to 120.';

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
    'without a card: PayPal does not pay for storage days yet; 402 declined: nothing is kept). 409 when the quote changed ' +
    `between the charge and its record (refunded). ${REFUSALS} The same Idempotency-Key replays the first answer. A receipt is e-mailed.`,
  request: { params: IdParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(StorageExtensionRequestSchema) },
  responses: {
    ...replayable({ 201: json(z.object(StorageExtensionAnswerSchema.shape).openapi('StorageExtension'), 'Charged and recorded'), ...errors(400, 402, 404, 409) }),
    ...errors(422, 502, 503),
  },
});

const askOf = (query: StorageExtensionQuery): ExtensionAsk => (query.until ? { until: 'trip' } : { days: query.days! });

/** /api/packages/{id}/storage-extension: storage days bought for one waiting package (docs/decisions/176). */
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
    });
}

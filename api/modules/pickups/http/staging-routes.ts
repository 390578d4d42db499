import { z } from '@hono/zod-openapi';
import { StagingListSchema, StagingQuerySchema } from '../../../../shared/pickup/pickup-pass-schema';
import type { AppDeps } from '../../../app-deps';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { stagingList } from '../counter-pickup-service';

const staging = defineRoute('staff', {
  method: 'get', path: '/staging', tags: ['Admin'], summary: "The counter's morning list: a day's pickups per slot, with the shelves to bring",
  description:
    '`date` (YYYY-MM-DD) defaults to today in New York. Slots in time order; in each, the pickups booked (scheduled, and collected ones ' +
    'with who collected them; cancelled ones are left out), each with its packages shelf by shelf (without a shelf last) and the person to check.',
  request: { query: StagingQuerySchema },
  responses: { 200: json(z.object(StagingListSchema.shape).openapi('StagingList'), 'The staging list (no slots on a day without pickups)') },
});

/** /api/admin/pickups: what the counter prepares (decision 175). */
export function stagingRoutes(deps: AppDeps) {
  return createRouter().openapi(staging, async (c) => c.json(await stagingList(deps, c.req.valid('query').date), 200));
}

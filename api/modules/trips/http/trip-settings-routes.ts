import { z } from '@hono/zod-openapi';
import { TRIP_RECEIVING_MARGIN_DAYS_MAX, TripSettingsSchema } from '../../../../shared/trips/trip-settings-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../../settings/settings-service';

const tags = ['Settings'];
const settings = json(z.object({ receiving_margin_days: z.number().int() }).openapi('TripSettings'), 'The receiving margin as stored');

const read = defineRoute('staff', {
  method: 'get', path: '/trips', tags, summary: 'Business days between the carrier\'s delivery and the parcel being ready in the customer\'s account',
  responses: { 200: settings },
});
const save = defineRoute('staff', {
  method: 'post', path: '/trips', tags, summary: 'Change the receiving margin of the trip forecast',
  description: `Whole business days from 0 to ${TRIP_RECEIVING_MARGIN_DAYS_MAX}. Every trip's forecast is counted with it from the next request on.`,
  request: { body: jsonBody(TripSettingsSchema) },
  responses: { 200: settings },
});

/** /api/settings/trips (staff): the margin the trip forecast adds to a carrier's transit (docs/decisions/174). */
export function tripSettingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => c.json({ receiving_margin_days: await getSetting(deps.db, 'trip_receiving_margin_days') }, 200))
    .openapi(save, async (c) => {
      const { receiving_margin_days: days } = c.req.valid('json');
      await setSetting(deps.db, 'trip_receiving_margin_days', days, requireUser(c).id, deps.now());
      return c.json({ receiving_margin_days: days }, 200);
    });
}

import { z } from '@hono/zod-openapi';
import { MissingParcelSettingsSchema } from '../../../../shared/receiving/missing-parcel-settings-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../../settings/settings-service';

const tags = ['Settings'];
const settings = json(z.object({ business_hours: z.number().int() }).openapi('MissingParcelSettings'), 'The business hours as stored');

const read = defineRoute('staff', {
  method: 'get', path: '/missing-parcels', tags, summary: 'Business hours after the carrier\'s delivery before an unreceived parcel is looked for',
  responses: { 200: settings },
});
const save = defineRoute('staff', {
  method: 'post', path: '/missing-parcels', tags, summary: 'Change the business hours of the missing-parcel watchdog',
  description: 'Whole hours from 1 to 200, counted in the warehouse\'s opening hours (New York). Tasks already open stay open.',
  request: { body: jsonBody(MissingParcelSettingsSchema) },
  responses: { 200: settings },
});

/** /api/settings/missing-parcels (staff): when the watchdog starts looking for a parcel (docs/decisions/177). */
export function missingParcelSettingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => c.json({ business_hours: await getSetting(deps.db, 'missing_parcel_business_hours') }, 200))
    .openapi(save, async (c) => {
      const { business_hours: hours } = c.req.valid('json');
      await setSetting(deps.db, 'missing_parcel_business_hours', hours, requireUser(c).id, deps.now());
      return c.json({ business_hours: hours }, 200);
    });
}

import { z } from '@hono/zod-openapi';
import { DeliverySettingsSchema } from '../../../../shared/deliveries/delivery-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { getSetting, setSetting } from '../../settings/settings-service';

const tags = ['Settings'];
const settings = json(z.object({ handling_fee_cents: z.number().int() }).openapi('DeliverySettings'), 'The handling fee as stored');

const read = defineRoute('staff', {
  method: 'get', path: '/delivery', tags, summary: 'The handling fee added to every carrier rate of a delivery',
  responses: { 200: settings },
});
const save = defineRoute('staff', {
  method: 'post', path: '/delivery', tags, summary: 'Change the handling fee of deliveries',
  description: 'Whole cents from 0 to 10000. Quotes already given keep the fee they were given with.',
  request: { body: jsonBody(DeliverySettingsSchema) },
  responses: { 200: settings },
});

/** /api/settings/delivery (staff): what the warehouse charges on top of the carrier's rate. */
export function deliverySettingsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => c.json({ handling_fee_cents: await getSetting(deps.db, 'delivery_handling_fee_cents') }, 200))
    .openapi(save, async (c) => {
      const { handling_fee_cents: fee } = c.req.valid('json');
      await setSetting(deps.db, 'delivery_handling_fee_cents', fee, requireUser(c).id, deps.now());
      return c.json({ handling_fee_cents: fee }, 200);
    });
}

import { z } from '@hono/zod-openapi';
import { ActiveWarehouseAddressSchema } from '../../../shared/warehouse/active-warehouse-address-schema';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../http/auth';
import { createRouter } from '../../http/openapi/create-router';
import { defineRoute } from '../../http/openapi/define-route';
import { errors, json } from '../../http/openapi/responses';
import { activeWarehouseAddressFor } from '../../services/warehouse-service';

const ActiveAddressSchema = z.object(ActiveWarehouseAddressSchema.shape).openapi('ActiveWarehouseAddress');

const active = defineRoute('user', {
  method: 'get', path: '/addresses/active', tags: ['Warehouse'], summary: 'The warehouse address customers ship to',
  description: "Customers with a valid plan (403 'An active plan is required' otherwise); staff always. 404 when no address is active.",
  responses: { 200: json(ActiveAddressSchema, 'The active address'), ...errors(403, 404) },
});

/** /api/warehouse: the active address for the dashboard. */
export function warehouseRoutes(deps: AppDeps) {
  return createRouter().openapi(active, (c) => c.json({ warehouse_address: activeWarehouseAddressFor(deps, requireUser(c)) }, 200));
}

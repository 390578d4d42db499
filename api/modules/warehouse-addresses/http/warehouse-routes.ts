import { z } from '@hono/zod-openapi';
import { ActiveWarehouseAddressSchema } from '../../../../shared/warehouse/active-warehouse-address-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json, MessageSchema } from '../../../http/openapi/responses';
import { IdParamsSchema } from '../../../http/openapi/params';
import { WAREHOUSE_MESSAGES, WarehouseAddressAnswerSchema, WarehouseAddressInputSchema, WarehouseAddressListSchema } from '../../../../shared/warehouse/warehouse-address-schema';
import { activateWarehouseAddress, createWarehouseAddress, deleteWarehouseAddress, listWarehouseAddresses, updateWarehouseAddress } from '../warehouse-admin-service';
import { activeWarehouseAddressFor } from '../warehouse-service';

const ActiveAddressSchema = z.object(ActiveWarehouseAddressSchema.shape).openapi('ActiveWarehouseAddress');

const active = defineRoute('user', {
  method: 'get', path: '/addresses/active', tags: ['Warehouse'], summary: 'The warehouse address customers ship to',
  description:
    "Customers with a valid plan (403 'An active plan is required' otherwise); staff always. 404 when no address is active. " +
    '`opening_hours`: Monday to Sunday, each an empty list (closed) or its open-close ranges, New York time.',
  responses: { 200: json(ActiveAddressSchema, 'The active address'), ...errors(403, 404) },
});

const tags = ['Warehouse'];
const byId = { params: IdParamsSchema };
const answer = json(z.object(WarehouseAddressAnswerSchema.shape).openapi('WarehouseAddressAnswer'), 'The address as saved, and the message');

const list = defineRoute('staff', {
  method: 'get', path: '/addresses', tags, summary: 'Every warehouse address',
  responses: { 200: json(z.object(WarehouseAddressListSchema.shape).openapi('WarehouseAddressList'), 'The addresses, oldest first') },
});
const create = defineRoute('superadmin', {
  method: 'post', path: '/addresses', tags, summary: 'Add a warehouse address (is_active makes it the only active one)',
  request: { body: jsonBody(WarehouseAddressInputSchema) },
  responses: { 201: answer },
});
const update = defineRoute('superadmin', {
  method: 'put', path: '/addresses/{id}', tags, summary: 'Change a warehouse address',
  description: '`opening_hours` left out keeps the stored hours; a new address without them gets weekdays 09:00-17:00, weekends closed.',
  request: { ...byId, body: jsonBody(WarehouseAddressInputSchema) },
  responses: { 200: answer },
});
const remove = defineRoute('superadmin', {
  method: 'delete', path: '/addresses/{id}', tags, summary: 'Delete an inactive warehouse address',
  request: byId,
  responses: { 200: json(MessageSchema, WAREHOUSE_MESSAGES.deleted), ...errors(409) },
});
const activateOne = defineRoute('superadmin', {
  method: 'post', path: '/addresses/{id}/activate', tags, summary: 'Make this the active address (the others become inactive)',
  request: byId,
  responses: { 200: answer },
});

/** /api/warehouse: the active address for the dashboard; the addresses themselves for the settings dialog. */
export function warehouseRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(active, async (c) => c.json({ warehouse_address: await activeWarehouseAddressFor(deps, requireUser(c)) }, 200))
    .openapi(list, async (c) => c.json({ warehouse_addresses: await listWarehouseAddresses(deps.db) }, 200))
    .openapi(create, async (c) => c.json({ warehouse_address: await createWarehouseAddress(deps, c.req.valid('json')), message: WAREHOUSE_MESSAGES.created }, 201))
    .openapi(update, async (c) => c.json({ warehouse_address: await updateWarehouseAddress(deps, c.req.valid('param').id, c.req.valid('json')), message: WAREHOUSE_MESSAGES.updated }, 200))
    .openapi(remove, async (c) => {
      await deleteWarehouseAddress(deps, c.req.valid('param').id);
      return c.json({ message: WAREHOUSE_MESSAGES.deleted }, 200);
    })
    .openapi(activateOne, async (c) => c.json({ warehouse_address: await activateWarehouseAddress(deps, c.req.valid('param').id), message: WAREHOUSE_MESSAGES.activated }, 200));
}

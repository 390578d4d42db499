import { z } from '@hono/zod-openapi';
import {
  ADDRESS_MESSAGES,
  DeliveryAddressAnswerSchema,
  DeliveryAddressInputSchema,
  DeliveryAddressListSchema,
  PrimaryDeliveryAddressSchema,
} from '../../../../shared/addresses/delivery-address-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json, MessageSchema } from '../../../http/openapi/responses';
import { acceptCorrection, createAddress, deleteAddress, listAddresses, makePrimary, primaryAddress, updateAddress } from '../address-service';

const tags = ['Delivery addresses'];
const byId = { params: IdParamsSchema };
const answer = json(z.object(DeliveryAddressAnswerSchema.shape).openapi('DeliveryAddressAnswer'), 'The address as stored, and the message');
/** Writes that ask the carrier: its refusal of the address (400), the plan (403), and a carrier that is busy or down. */
const carrierFailures = errors(429, 503);

const list = defineRoute('user', {
  method: 'get', path: '/', tags, summary: "The customer's delivery addresses and what the plan allows",
  description: 'Primary first, then oldest first. Any customer may read theirs, with or without delivery (a plan that ended keeps them to delete).',
  responses: { 200: json(z.object(DeliveryAddressListSchema.shape).openapi('DeliveryAddressList'), 'The addresses and the plan\'s allowance') },
});
const primary = defineRoute('user', {
  method: 'get', path: '/primary', tags, summary: 'The primary delivery address',
  responses: { 200: json(z.object(PrimaryDeliveryAddressSchema.shape).openapi('PrimaryDeliveryAddress'), 'The primary address'), ...errors(404) },
});
const create = defineRoute('user', {
  method: 'post', path: '/', tags, summary: 'Add a delivery address in the United States, checked by the carrier',
  description:
    "403 with the delivery gate's message without delivery (Basic, no plan); 409 at the plan's max_delivery_addresses (Standard 1, Premium 3); " +
    '400 when the carrier cannot find it (nothing is stored). Found with a correction: stored as typed with `suggested_correction` to accept. The first address is primary.',
  request: { body: jsonBody(DeliveryAddressInputSchema) },
  responses: { 201: answer, ...errors(409), ...carrierFailures },
});
const update = defineRoute('user', {
  method: 'put', path: '/{id}', tags, summary: 'Change a delivery address (checked by the carrier again)',
  request: { ...byId, body: jsonBody(DeliveryAddressInputSchema) },
  responses: { 200: answer, ...carrierFailures },
});
const remove = defineRoute('user', {
  method: 'delete', path: '/{id}', tags, summary: 'Delete a delivery address (the oldest other one becomes primary)',
  request: byId,
  responses: { 200: json(MessageSchema, ADDRESS_MESSAGES.deleted) },
});
const makeOnePrimary = defineRoute('user', {
  method: 'post', path: '/{id}/primary', tags, summary: 'Make this the primary delivery address',
  request: byId,
  responses: { 200: answer },
});
const accept = defineRoute('user', {
  method: 'post', path: '/{id}/accept-correction', tags, summary: "Take the carrier's suggested correction as the address",
  description: '409 when the address has no correction to accept.',
  request: byId,
  responses: { 200: answer, ...errors(409) },
});

/** /api/addresses: the signed-in customer's own delivery addresses; another customer's id is 404 (docs/decisions/163). */
export function addressRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await listAddresses(deps, requireUser(c).id), 200))
    .openapi(primary, async (c) => c.json({ address: await primaryAddress(deps, requireUser(c).id) }, 200))
    .openapi(create, async (c) => c.json({ address: await createAddress(deps, requireUser(c).id, c.req.valid('json')), message: ADDRESS_MESSAGES.created }, 201))
    .openapi(update, async (c) =>
      c.json({ address: await updateAddress(deps, requireUser(c).id, c.req.valid('param').id, c.req.valid('json')), message: ADDRESS_MESSAGES.updated }, 200),
    )
    .openapi(remove, async (c) => {
      await deleteAddress(deps, requireUser(c).id, c.req.valid('param').id);
      return c.json({ message: ADDRESS_MESSAGES.deleted }, 200);
    })
    .openapi(makeOnePrimary, async (c) => c.json({ address: await makePrimary(deps, requireUser(c).id, c.req.valid('param').id), message: ADDRESS_MESSAGES.madePrimary }, 200))
    .openapi(accept, async (c) => c.json({ address: await acceptCorrection(deps, requireUser(c).id, c.req.valid('param').id), message: ADDRESS_MESSAGES.correctionAccepted }, 200));
}

import { z } from '@hono/zod-openapi';
import {
  AddPaymentMethodRequestSchema,
  ClientTokenResponseSchema,
  PaymentMethodListSchema,
  PaymentMethodResponseSchema,
} from '../../../../shared/payments/payment-method-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json } from '../../../http/openapi/responses';
import { addPaymentMethod, clientToken, deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod } from '../payment-methods-service';

const TokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The saved card\'s token, from the list', example: 'local-card-1' }),
});
const DeletedSchema = z.object({ success: z.literal(true) }).openapi('Deleted');

const tags = ['Payment methods'];
const ownCardsOnly = 'Only the caller\'s own cards: a token from anyone else\'s vault is 404 Payment method not found.';

const getClientToken = defineRoute('user', {
  method: 'get', path: '/client-token', tags, summary: 'A client token for the card form',
  description: '`mode` says which form to load: Braintree Drop-in, or the local sandbox\'s test card form.',
  responses: { 200: json(ClientTokenResponseSchema, 'The token, and whether saved cards exist'), ...errors(502) },
});
const list = defineRoute('user', {
  method: 'get', path: '/payment-methods', tags, summary: 'The caller\'s saved cards',
  responses: { 200: json(PaymentMethodListSchema, 'The saved cards, possibly none'), ...errors(502) },
});
const add = defineRoute('user', {
  method: 'post', path: '/payment-methods', tags, summary: 'Save a card (verified, not made the default)',
  description: 'A declined verification is 402 `Payment declined: …`; a card the gateway rejects is 400 Invalid payment method.',
  request: { body: jsonBody(AddPaymentMethodRequestSchema) },
  responses: { 201: json(PaymentMethodResponseSchema, 'Saved'), ...errors(402, 502) },
});
const remove = defineRoute('user', {
  method: 'delete', path: '/payment-methods/{token}', tags, summary: 'Delete a saved card',
  description: `${ownCardsOnly} The card that pays an active subscription is 409 until another card is the default.`,
  request: { params: TokenParamsSchema },
  responses: { 200: json(DeletedSchema, 'Deleted'), ...errors(404, 409, 502) },
});
const makeDefault = defineRoute('user', {
  method: 'post', path: '/payment-methods/{token}/default', tags, summary: 'Make a saved card the default',
  description: `${ownCardsOnly} An active card subscription is moved to it for its renewals.`,
  request: { params: TokenParamsSchema },
  responses: { 200: json(PaymentMethodResponseSchema, 'The card, now the default'), ...errors(404, 502) },
});

/** /api/braintree: the card form's client token and the caller's own saved cards. */
export function braintreeRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getClientToken, async (c) => c.json(await clientToken(deps, requireUser(c)), 200))
    .openapi(list, async (c) => c.json({ payment_methods: await listPaymentMethods(deps, requireUser(c).id) }, 200))
    .openapi(add, async (c) => {
      const user = requireUser(c);
      return c.json({ payment_method: await addPaymentMethod(deps, user, c.req.valid('json').paymentMethodNonce) }, 201);
    })
    .openapi(remove, async (c) => {
      await deletePaymentMethod(deps, requireUser(c).id, c.req.valid('param').token);
      return c.json({ success: true as const }, 200);
    })
    .openapi(makeDefault, async (c) => c.json({ payment_method: await setDefaultPaymentMethod(deps, requireUser(c).id, c.req.valid('param').token) }, 200));
}

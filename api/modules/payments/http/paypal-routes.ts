import { z } from '@hono/zod-openapi';
import {
  CreatePaypalOrderRequestSchema,
  PAYPAL_RETURN_PATH,
  PaypalCaptureResponseSchema,
  PaypalOrderDetailsSchema,
  PaypalOrderSchema,
  type PaypalOrder,
} from '../../../../shared/payments/paypal-order-schema';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/subscription/subscribe-request-schema';
import { isLocalWallet } from '../../../adapters/wallet/local-wallet-gateway';
import type { AppDeps } from '../../../app-deps';
import { NOT_FOUND } from '../../../../shared/errors/common-messages';
import { ApiError } from '../../../http/api-error';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdempotencyHeadersSchema, REPLAYED_HEADERS } from '../../../http/openapi/idempotency';
import { ErrorSchema, errors, json } from '../../../http/openapi/responses';
import { idempotent } from '../../idempotency/idempotency-service';
import { capturePaypalOrder, createPaypalOrder, getPaypalOrder } from '../paypal-order-service';
import { approvalPage, approvedPath, orderNotFoundPage } from './local-approval-page';

const OrderParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The PayPal order id', example: '5O190127TN364715T' }),
});

const tags = ['PayPal'];
const request = { params: OrderParamsSchema };
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const notFound = { description: 'No such order (HTML page), or no local stand-in (JSON)', content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ErrorSchema } } };
const localOnly = 'Served only with the local PayPal stand-in (WALLET_ADAPTER=local); otherwise 404 JSON.';

const createOrder = defineRoute('user', {
  method: 'post', path: '/orders', tags, summary: 'Create a PayPal order for 30 days of a plan',
  description: 'The amount comes from the plan catalogue. Send the browser to the link whose rel is `approve`. 409 while a card subscription is active.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(CreatePaypalOrderRequestSchema) },
  responses: { 201: json(PaypalOrderSchema, 'Created (or the same order again for a replayed key)', REPLAYED_HEADERS), ...errors(409, 422, 502) },
});
const getOrder = defineRoute('user', {
  method: 'get', path: '/orders/{id}', tags, request, summary: 'An order, for its creator or staff',
  description: 'Anyone else gets 404.',
  responses: { 200: json(PaypalOrderDetailsSchema, 'The order'), ...errors(404, 502) },
});
const capture = defineRoute('public', {
  method: 'post', path: '/orders/{id}/capture', tags, request, summary: 'Capture an approved order: 30 days of access, one-time',
  description:
    'Anyone holding the order id may capture it (the return page may run signed out); access goes to the order\'s creator. ' +
    'It answers only the plan and the end of access (never the subscription). ' +
    'Capturing again, or after the webhook did, answers the first answer. 422 Order not approved until the payer approves.',
  responses: { 200: json(PaypalCaptureResponseSchema, 'Captured'), ...errors(404, 409, 422, 502) },
});
const approvalPageRoute = defineRoute('public', {
  method: 'get', path: '/local/approve/{id}', tags, request, summary: 'The local stand-in\'s approval page (HTML)',
  description: localOnly,
  responses: { 200: html('The approval page'), 404: notFound },
});
const approve = defineRoute('public', {
  method: 'post', path: '/local/approve/{id}', tags, request, summary: 'Approve on the local stand-in (the page\'s form)',
  description: `${localOnly} Redirects to the order's return page (the plan's ${PAYPAL_RETURN_PATH}) with ?token={id}&PayerID=… as PayPal would.`,
  responses: {
    303: { description: "Approved: to the order's return page", headers: { Location: { schema: { type: 'string' } } } },
    404: notFound,
    409: html('The order was already captured or voided: the page says so'),
  },
});

/** /api/paypal: wallet orders (Orders v2) and, with the local stand-in, its approval page. */
export function paypalRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(createOrder, async (c) => {
      const user = requireUser(c);
      const { plan_type } = c.req.valid('json');
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
      const answer = await idempotent(
        deps,
        { scope: user.id, key, method: 'POST', path: '/paypal/orders', fingerprint: { plan_type } },
        async () => ({ status: 201, body: await createPaypalOrder(deps, user, plan_type, key) }),
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body as PaypalOrder, 201);
    })
    .openapi(getOrder, async (c) => c.json(await getPaypalOrder(deps, requireUser(c), c.req.valid('param').id), 200))
    .openapi(capture, async (c) => c.json(await capturePaypalOrder(deps, c.req.valid('param').id), 200))
    .openapi(approvalPageRoute, async (c) => {
      if (!isLocalWallet(deps.wallet)) throw new ApiError(404, NOT_FOUND);
      const order = await deps.wallet.describe(c.req.valid('param').id);
      return order ? c.html(approvalPage(order), 200) : c.html(orderNotFoundPage(), 404);
    })
    .openapi(approve, async (c) => {
      const wallet = deps.wallet;
      if (!isLocalWallet(wallet)) throw new ApiError(404, NOT_FOUND);
      const { id } = c.req.valid('param');
      const order = await wallet.describe(id);
      if (!order) return c.html(orderNotFoundPage(), 404);
      if (order.status !== 'CREATED' && order.status !== 'APPROVED') return c.html(approvalPage(order), 409);
      const { payerId } = await wallet.approve(id);
      return c.redirect(approvedPath(order, payerId), 303);
    });
}

import { Hono } from 'hono';
import { CreatePaypalOrderRequestSchema, PAYPAL_RETURN_PATH } from '../../../shared/payments/paypal-order-schema';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/subscription/subscribe-request-schema';
import { isLocalWallet } from '../../adapters/wallet/local-wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { ApiError, NOT_FOUND } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth';
import { parseBody } from '../../http/parse-body';
import { idempotent } from '../../services/idempotency-service';
import { capturePaypalOrder, createPaypalOrder, getPaypalOrder } from '../../services/paypal-order-service';
import { approvalPage, orderNotFoundPage } from './local-approval-page';

const ORDER_ID = ':id{[A-Za-z0-9-]{1,64}}';

/** /api/paypal: wallet orders (Orders v2) and, with the local stand-in, its approval page. */
export function paypalRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/orders', async (c) => {
      const user = requireUser(c);
      const { plan_type } = await parseBody(c, CreatePaypalOrderRequestSchema);
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
      const answer = await idempotent(
        deps,
        { scope: user.id, key, method: 'POST', path: '/paypal/orders', fingerprint: { plan_type }, storeErrors: () => false },
        async () => ({ status: 201, body: await createPaypalOrder(deps, user, plan_type, key) }),
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(answer.body as object, 201);
    })
    .get(`/orders/${ORDER_ID}`, async (c) => c.json(await getPaypalOrder(deps, requireUser(c), c.req.param('id')), 200))
    .post(`/orders/${ORDER_ID}/capture`, async (c) => c.json(await capturePaypalOrder(deps, c.req.param('id')), 200))
    .get(`/local/approve/${ORDER_ID}`, (c) => {
      if (!isLocalWallet(deps.wallet)) throw new ApiError(404, NOT_FOUND);
      const order = deps.wallet.describe(c.req.param('id'));
      return order ? c.html(approvalPage(order), 200) : c.html(orderNotFoundPage(), 404);
    })
    .post(`/local/approve/${ORDER_ID}`, (c) => {
      const wallet = deps.wallet;
      if (!isLocalWallet(wallet)) throw new ApiError(404, NOT_FOUND);
      const id = c.req.param('id');
      const order = wallet.describe(id);
      if (!order) return c.html(orderNotFoundPage(), 404);
      if (order.status !== 'CREATED' && order.status !== 'APPROVED') return c.html(approvalPage(order), 409);
      const { payerId } = wallet.approve(id);
      return c.redirect(`${PAYPAL_RETURN_PATH}?token=${encodeURIComponent(id)}&PayerID=${encodeURIComponent(payerId)}`, 303);
    });
}

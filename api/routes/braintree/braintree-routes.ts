import { Hono } from 'hono';
import { AddPaymentMethodRequestSchema } from '../../../shared/payments/payment-method-schema';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth';
import { parseBody } from '../../http/parse-body';
import { addPaymentMethod, clientToken, deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod } from '../../services/payment-methods-service';

/** /api/braintree: the card form's client token and the caller's own saved cards. */
export function braintreeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/client-token', async (c) => c.json(await clientToken(deps, requireUser(c)), 200))
    .get('/payment-methods', async (c) => c.json({ payment_methods: await listPaymentMethods(deps, requireUser(c).id) }, 200))
    .post('/payment-methods', async (c) => {
      const user = requireUser(c);
      const { paymentMethodNonce } = await parseBody(c, AddPaymentMethodRequestSchema);
      return c.json({ payment_method: await addPaymentMethod(deps, user, paymentMethodNonce) }, 201);
    })
    .delete('/payment-methods/:token', async (c) => {
      await deletePaymentMethod(deps, requireUser(c).id, c.req.param('token'));
      return c.json({ success: true }, 200);
    })
    .post('/payment-methods/:token/default', async (c) => {
      const user = requireUser(c);
      return c.json({ payment_method: await setDefaultPaymentMethod(deps, user.id, c.req.param('token')) }, 200);
    });
}

import { Hono } from 'hono';
import { isGatewayError } from '../../adapters/payments/payment-gateway';
import { isWalletError } from '../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { errorText } from '../../services/gateway-errors';
import { applyCardNotification, applyWalletEvent } from '../../services/webhook-service';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
const INVALID_WEBHOOK = 'Invalid webhook';

/** Provider notifications: verified first, then applied once and in order. */
export function webhooksRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/braintree', async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, INVALID_WEBHOOK);
      }
      const signature = form.bt_signature;
      const payload = form.bt_payload;
      if (typeof signature !== 'string' || typeof payload !== 'string' || !signature || !payload) throw new ApiError(400, INVALID_WEBHOOK);
      let notification;
      try {
        notification = await deps.payments.parseWebhook(signature, payload);
      } catch (error) {
        if (isGatewayError(error, 'invalid_signature')) throw new ApiError(400, INVALID_WEBHOOK_SIGNATURE);
        deps.log(`[payments] webhook could not be read: ${errorText(error)}`);
        throw new ApiError(400, INVALID_WEBHOOK);
      }
      const outcome = applyCardNotification(deps, notification);
      return c.json({ ok: true, outcome }, 200);
    })
    .post('/paypal', async (c) => {
      const body = await c.req.text();
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      let event;
      try {
        event = await deps.wallet.verifyWebhook(headers, body);
      } catch (error) {
        if (isWalletError(error, 'invalid_signature')) throw new ApiError(400, INVALID_WEBHOOK_SIGNATURE);
        deps.log(`[paypal] webhook verification failed: ${errorText(error)}`);
        // PayPal retries on a server error, by when verification may work again.
        throw new ApiError(502, 'Webhook verification unavailable');
      }
      const outcome = await applyWalletEvent(deps, event);
      return c.json({ ok: true, outcome }, 200);
    });
}

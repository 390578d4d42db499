import { z, type RouteConfig } from '@hono/zod-openapi';
import { isGatewayError } from '../../../adapters/payments/payment-gateway';
import { isTrackingError } from '../../../adapters/tracking/tracking-provider';
import { isWalletError } from '../../../adapters/wallet/wallet-gateway';
import type { AppDeps } from '../../../app-deps';
import { ApiError } from '../../../http/api-error';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { errors, json } from '../../../http/openapi/responses';
import { errorText } from '../../payments/gateway-errors';
import { applyTrackingUpdate } from '../../tracking/tracking-webhook-service';
import { applyInboundText } from '../../alerts/inbound-texts-service';
import { applyCardNotification, applyWalletEvent, type WebhookOutcome } from '../../payments/webhook-service';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
const INVALID_WEBHOOK = 'Invalid webhook';

const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'stale', 'ignored'] as const satisfies readonly WebhookOutcome[];
const WebhookAckSchema = z
  .object({ ok: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) })
  .openapi('WebhookAck', { description: '`duplicate`: seen before; `stale`: older than the last event applied; `ignored`: nothing of ours.' });

// The bodies are described with plain JSON Schema, not zod: the handlers read them themselves (the form with its
// own error answers, the PayPal event as raw text for its signature), so no validator may run first.
type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;
const braintreeForm: RequestBody = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: { type: 'object', properties: { bt_signature: { type: 'string' }, bt_payload: { type: 'string' } }, required: ['bt_signature', 'bt_payload'] },
    },
  },
};
const paypalEvent: RequestBody = {
  required: true,
  description: 'A PayPal webhook event; the PAYPAL-TRANSMISSION-*, PAYPAL-CERT-URL and PAYPAL-AUTH-ALGO headers sign its exact text.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { id: { type: 'string' }, event_type: { type: 'string' }, create_time: { type: 'string', format: 'date-time' }, resource: { type: 'object' } },
        required: ['id', 'event_type', 'resource'],
      },
    },
  },
};

const tags = ['Webhooks'];
const ack = json(WebhookAckSchema, 'Verified and recorded (applied at most once, in order)');

const braintree = defineRoute('public', {
  method: 'post', path: '/braintree', tags, summary: 'Braintree subscription notifications',
  description: `A missing or unreadable notification is 400 ${INVALID_WEBHOOK}; a bad signature, 400 ${INVALID_WEBHOOK_SIGNATURE}.`,
  request: { body: braintreeForm },
  responses: { 200: ack },
}, { serverToServer: true });
const paypal = defineRoute('public', {
  method: 'post', path: '/paypal', tags, summary: 'PayPal webhook events',
  description: `A bad signature is 400 ${INVALID_WEBHOOK_SIGNATURE}; 502 when verification is unavailable, so PayPal retries.`,
  request: { body: paypalEvent },
  responses: { 200: ack, ...errors(502) },
}, { serverToServer: true });

const trackingEvent: RequestBody = {
  required: true,
  description: "An EasyPost event (tracker.created, tracker.updated); the X-Hmac-Signature header signs its exact text.",
  content: { 'application/json': { schema: { type: 'object', properties: { description: { type: 'string' }, result: { type: 'object' } } } } },
};
const tracking = defineRoute('public', {
  method: 'post', path: '/tracking', tags, summary: 'Carrier tracking updates pushed by EasyPost',
  description: `A bad signature is 400 ${INVALID_WEBHOOK_SIGNATURE}; an unreadable event, 400 ${INVALID_WEBHOOK}. Polling stays as the fallback.`,
  request: { body: trackingEvent },
  responses: { 200: ack },
}, { serverToServer: true });

const twilioMessage: RequestBody = {
  required: true,
  description: 'An incoming SMS or WhatsApp message as Twilio posts it; the X-Twilio-Signature header signs the URL and every field.',
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: { From: { type: 'string' }, To: { type: 'string' }, Body: { type: 'string' }, MessageSid: { type: 'string' }, OptOutType: { type: 'string' } },
        required: ['From'],
      },
    },
  },
};
/** TwiML that answers nothing: the opt-out reply is Twilio's own. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const twilioInbound = defineRoute('public', {
  method: 'post', path: '/twilio', tags, summary: 'Incoming SMS and WhatsApp messages from Twilio (STOP and other opt-outs)',
  description:
    'A STOP (or UNSUBSCRIBE, CANCEL, END, QUIT…, or Twilio\'s OptOutType=STOP) turns that channel off for every account that ' +
    `confirmed the number; START turns nothing on. Unsigned or badly signed: 403 ${INVALID_WEBHOOK_SIGNATURE}.`,
  request: { body: twilioMessage },
  responses: { 200: { description: 'Empty TwiML (no reply)', content: { 'text/xml': { schema: z.string() } } }, ...errors(403, 502) },
}, { serverToServer: true });

/** A delivery whose signature does not hold: 400, and the reason in the log, since a misconfigured key refuses them all. */
function refused(deps: AppDeps, source: string, error: Error): ApiError {
  deps.logger.warn({ module: source }, `webhook refused: ${error.message}`);
  return new ApiError(400, INVALID_WEBHOOK_SIGNATURE);
}

/** Provider notifications: verified first, then applied once and in order. */
export function webhooksRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(braintree, async (c) => {
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
        if (isGatewayError(error, 'invalid_signature')) throw refused(deps, 'payments', error);
        deps.logger.error({ module: 'payments' }, `webhook could not be read: ${errorText(error)}`);
        throw new ApiError(400, INVALID_WEBHOOK);
      }
      const outcome = await applyCardNotification(deps, notification);
      return c.json({ ok: true as const, outcome }, 200);
    })
    .openapi(paypal, async (c) => {
      const body = await c.req.text();
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      let event;
      try {
        event = await deps.wallet.verifyWebhook(headers, body);
      } catch (error) {
        if (isWalletError(error, 'invalid_signature')) throw refused(deps, 'paypal', error);
        deps.logger.error({ module: 'paypal' }, `webhook verification failed: ${errorText(error)}`);
        // PayPal retries on a server error, by when verification may work again.
        throw new ApiError(502, 'Webhook verification unavailable');
      }
      const outcome = await applyWalletEvent(deps, event);
      return c.json({ ok: true as const, outcome }, 200);
    })
    .openapi(twilioInbound, async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError(400, INVALID_WEBHOOK);
      }
      const params = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      // Signed for the address Twilio was given: the public one, whatever the proxies in front made of it.
      const url = `${deps.config.appUrl}${c.req.path}${new URL(c.req.url).search}`;
      const signature = c.req.header('x-twilio-signature');
      let verified: boolean;
      try {
        verified = Boolean(signature) && (await deps.messaging.verifyInbound(signature ?? '', url, params));
      } catch (error) {
        deps.logger.error({ module: 'messaging' }, `webhook verification failed: ${errorText(error)}`);
        throw new ApiError(502, 'Webhook verification unavailable');
      }
      if (!verified) {
        deps.logger.warn({ module: 'messaging' }, 'webhook refused: no valid X-Twilio-Signature');
        throw new ApiError(403, INVALID_WEBHOOK_SIGNATURE);
      }
      await applyInboundText(deps, params);
      return c.body(EMPTY_TWIML, 200, { 'content-type': 'text/xml; charset=utf-8' });
    })
    .openapi(tracking, async (c) => {
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      let update;
      try {
        update = await deps.tracking.parseWebhook(headers, await c.req.text());
      } catch (error) {
        if (isTrackingError(error, 'invalid_signature')) throw refused(deps, 'tracking', error);
        throw new ApiError(400, INVALID_WEBHOOK);
      }
      return c.json({ ok: true as const, outcome: update ? await applyTrackingUpdate(deps, update) : 'ignored' }, 200);
    });
}

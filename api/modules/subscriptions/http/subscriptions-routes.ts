import type { z } from '@hono/zod-openapi';
import { RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '../../../../shared/accounts/user-schema';
import { IDEMPOTENCY_KEY_HEADER, SubscribeRequestSchema, SubscribeResponseSchema, type SubscribeResponse } from '../../../../shared/subscription/subscribe-request-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { clientIp } from '../../../http/client-ip';
import type { ErrorAnswer } from '../../../http/error-answer';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { keptRefusal } from '../../../http/idempotent-write';
import { IdempotencyHeadersSchema, replayable } from '../../../http/openapi/idempotency';
import { errors, json, type ErrorSchema, type ErrorStatus } from '../../../http/openapi/responses';
import { CHARGE_IN_PROGRESS } from '../../payments/card-charge-lock';
import { idempotent } from '../../idempotency/idempotency-service';
import { requireRecaptcha } from '../../limits/recaptcha-check';
import { SubscriptionActionResponseSchema } from '../../../../shared/subscription/subscription-actions-schema';
import { reactivateSubscription } from '../reactivation-service';
import { cancelSubscription, subscribe, subscribedSince } from '../subscription-service';

/** Answers worth replaying for the same key: not reCAPTCHA failures or a charge still in flight. */
const replayableError = (refusal: ErrorAnswer) =>
  ![RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED, CHARGE_IN_PROGRESS].includes(refusal.body.error) && refusal.status !== 401;

const create = defineRoute('user', {
  method: 'post', path: '/', tags: ['Subscriptions'], summary: 'Subscribe with a card: the first month is charged now',
  description:
    'The card (a Braintree nonce) is vaulted and a monthly subscription created at the catalogue price. With reCAPTCHA on, ' +
    '`recaptcha_token` is required (400 RECAPTCHA_TOKEN_MISSING / RECAPTCHA_VERIFICATION_FAILED). 403 ACCOUNT_NOT_ACTIVATED ' +
    'until the e-mail is verified; 409 while a subscription is active or another charge is in flight. A replayed key ' +
    'answers the stored answer, a decline included.',
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(SubscribeRequestSchema) },
  responses: {
    ...replayable({ 201: json(SubscribeResponseSchema, 'Subscribed'), ...errors(400, 402, 403, 404, 409) }),
    ...errors(422, 502),
  },
});

const reactivate = defineRoute('user', {
  method: 'post', path: '/reactivate', tags: ['Subscriptions'], summary: 'Reactivate a cancelled card plan before it ends: nothing is charged now',
  description:
    'A cancelled card plan whose paid period has not ended becomes active again on the same card, plan and price; its ' +
    'first charge is the day the paid period ends (the next day when it ends today). 409 while a plan is active (card or ' +
    'PayPal); 404 when there is nothing to reactivate (no plan, a plan that ended); a card the gateway refuses is 400.',
  responses: { 200: json(SubscriptionActionResponseSchema, 'Reactivated'), ...errors(400, 404, 409, 502) },
});
const cancelAlias = defineRoute('user', {
  method: 'post', path: '/cancel', tags: ['Subscriptions'], summary: 'Cancel the signed-in user\'s plan (alias of DELETE /api/users/{id}/subscription)',
  description: 'The spec\'s declared path: the same answer as `DELETE /api/users/{id}/subscription` for the signed-in user.',
  responses: { 200: json(SubscriptionActionResponseSchema, 'Cancelled'), ...errors(404, 409, 502) },
});

/** POST /api/subscriptions: the card subscription of onboarding step 3; reactivation and the cancel alias. */
export function subscriptionsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(reactivate, async (c) => c.json(await reactivateSubscription(deps, requireUser(c).id), 200))
    .openapi(cancelAlias, async (c) => c.json(await cancelSubscription(deps, requireUser(c).id), 200))
    .openapi(create, async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      const { recaptcha_token: recaptchaToken, ...fingerprint } = input;
      const answer = await idempotent(
        deps,
        {
          scope: user.id,
          key: c.req.header(IDEMPOTENCY_KEY_HEADER),
          method: 'POST',
          path: '/subscriptions',
          fingerprint,
          keptRefusal: keptRefusal(replayableError),
          alreadyDone: async (since) => {
            const body = await subscribedSince(deps, user.id, input.planId, since);
            return body && { status: 201, body };
          },
        },
        async () => {
          await requireRecaptcha(deps, recaptchaToken, 'subscribe', clientIp(c, deps.config.trustProxy));
          return { status: 201, body: await subscribe(deps, user, input) };
        },
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      if (answer.status === 201) return c.json(answer.body as SubscribeResponse, 201);
      // Anything else is a stored failure (a decline, say) replayed for the same key.
      return c.json(answer.body as z.infer<typeof ErrorSchema>, answer.status as ErrorStatus);
    });
}

import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { json, OkSchema } from '../../../http/openapi/responses';
import { pushStatus, updatePreferences } from '../push-preferences-service';
import { subscribe, unsubscribe } from '../push-subscriptions-service';
import {
  PushPreferencesBodySchema,
  PushStatusAnswerSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  VapidPublicKeyAnswerSchema,
} from './push-route-schemas';

const tags = ['Push alerts'];

const vapidKey = defineRoute('public', {
  method: 'get', path: '/vapid-public-key', tags, summary: "The server's VAPID public key (the applicationServerKey to subscribe with)",
  responses: { 200: json(VapidPublicKeyAnswerSchema, 'The key, base64url') },
});
const subscribeRoute = defineRoute('user', {
  method: 'post', path: '/subscriptions', tags, summary: "Keep this browser's push subscription for the caller",
  description:
    "The browser's PushSubscription JSON and the language alerts are written in (default: the one kept, else es). Kept by endpoint: " +
    'a renewed subscription replaces its keys; an endpoint another account held moves to the caller. Several devices per user (the ' +
    'oldest beyond 10 is dropped). Keys that are not a P-256 point and a 16-byte secret answer 400.',
  request: { body: jsonBody(PushSubscriptionBodySchema) },
  responses: { 201: json(OkSchema, 'Kept') },
});
const unsubscribeRoute = defineRoute('user', {
  method: 'delete', path: '/subscriptions', tags, summary: "Forget this browser's push subscription",
  description: 'Answers 200 also when the caller has no such subscription.',
  request: { body: jsonBody(PushUnsubscribeBodySchema) },
  responses: { 200: json(OkSchema, 'Forgotten') },
});
const getPreferences = defineRoute('user', {
  method: 'get', path: '/preferences', tags, summary: 'Which alert groups the caller wants, and how many devices are subscribed',
  responses: { 200: json(PushStatusAnswerSchema, 'Every group is on until switched off') },
});
const putPreferences = defineRoute('user', {
  method: 'put', path: '/preferences', tags, summary: 'Switch alert groups on or off',
  description: 'Groups left out keep their setting.',
  request: { body: jsonBody(PushPreferencesBodySchema) },
  responses: { 200: json(PushStatusAnswerSchema, 'Saved') },
});

/** /api/push: the key to subscribe with, the caller's devices and which alerts they want. */
export function pushRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(vapidKey, (c) => c.json({ publicKey: deps.push.vapidPublicKey }, 200))
    .openapi(subscribeRoute, async (c) => {
      await subscribe(deps.db, requireUser(c).id, c.req.valid('json'), c.req.header('user-agent'), deps.now());
      return c.json({ ok: true as const }, 201);
    })
    .openapi(unsubscribeRoute, async (c) => {
      await unsubscribe(deps.db, requireUser(c).id, c.req.valid('json').endpoint);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(getPreferences, async (c) => c.json(await pushStatus(deps.db, requireUser(c).id), 200))
    .openapi(putPreferences, async (c) => c.json(await updatePreferences(deps.db, requireUser(c).id, c.req.valid('json'), deps.now()), 200));
}

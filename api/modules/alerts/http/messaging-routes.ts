import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { errors, json } from '../../../http/openapi/responses';
import { messagingStatus, updateMessagingPreferences } from '../messaging-preferences-service';
import { MessagingPreferencesBodySchema, MessagingStatusAnswerSchema } from './messaging-route-schemas';

const tags = ['Push alerts'];

const getPreferences = defineRoute('user', {
  method: 'get', path: '/preferences', tags, summary: 'The SMS and WhatsApp alerts: whether the plan has them, the phone, the two switches',
  description:
    'Premium only (sms_notifications): `available` says whether the plan grants them now. `phone` is the confirmed number, else the ' +
    "account's; `codeSentTo` a number with a code waiting. Both channels are off until switched on (decision 164).",
  responses: { 200: json(MessagingStatusAnswerSchema, 'The text alerts of the caller') },
});
const putPreferences = defineRoute('user', {
  method: 'put', path: '/preferences', tags, summary: 'Switch SMS or WhatsApp alerts on or off',
  description:
    'A channel left out keeps its setting. Switching one on: 403 without a plan granting sms_notifications, 409 before the phone ' +
    'is confirmed (POST /api/users/phone/verification) or for WhatsApp when it is not offered. Switching off is always allowed. ' +
    'The same kinds as push, under the push switches, in the customer\'s language.',
  request: { body: jsonBody(MessagingPreferencesBodySchema) },
  responses: { 200: json(MessagingStatusAnswerSchema, 'Saved'), ...errors(409) },
});

/** /api/messaging: a Premium customer's SMS and WhatsApp alerts, beside the push switches. */
export function messagingRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getPreferences, async (c) => c.json(await messagingStatus(deps, requireUser(c).id), 200))
    .openapi(putPreferences, async (c) => c.json(await updateMessagingPreferences(deps, requireUser(c).id, c.req.valid('json')), 200));
}

import { SubscriptionSchema } from '../../../../shared/subscription/subscription-schema';
import type { AppDeps } from '../../../app-deps';
import { requireUser } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute } from '../../../http/openapi/define-route';
import { json } from '../../../http/openapi/responses';
import { userSubscriptionView } from '../subscription-view';

const status = defineRoute('user', {
  method: 'get', path: '/', tags: ['Subscriptions'], summary: 'The signed-in user\'s subscription (alias of GET /api/users/{id}/subscription)',
  description: 'The spec\'s declared path: the same answer as `GET /api/users/{id}/subscription` for the signed-in user.',
  responses: { 200: json(SubscriptionSchema, 'The subscription') },
});

/** GET /api/subscription-status. */
export function subscriptionStatusRoutes(deps: AppDeps) {
  return createRouter().openapi(status, async (c) => c.json(await userSubscriptionView(deps.db, requireUser(c).id, deps.now()), 200));
}

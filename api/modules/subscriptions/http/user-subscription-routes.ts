import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PlanChangeRequestSchema, PlanChangeValidationSchema } from '../../../../shared/subscription/plan-change';
import { SubscriptionActionResponseSchema, SubscriptionManagementSchema } from '../../../../shared/subscription/subscription-actions-schema';
import { SubscriptionSchema } from '../../../../shared/subscription/subscription-schema';
import { NOT_FOUND } from '../../../../shared/errors/common-messages';
import type { AppDeps } from '../../../app-deps';
import { ApiError } from '../../../http/api-error';
import type { AppEnv } from '../../../http/app-env';
import { requireSelfOrStaff } from '../../../http/auth';
import { createRouter } from '../../../http/openapi/create-router';
import { defineRoute, jsonBody } from '../../../http/openapi/define-route';
import { IdParamsSchema } from '../../../http/openapi/params';
import { errors, json } from '../../../http/openapi/responses';
import { changePlan, validateChange } from '../plan-change-service';
import { cancelSubscription } from '../subscription-service';
import { userSubscriptionManagement, userSubscriptionView } from '../subscription-view';
import { findUserById } from '../../accounts/users-service';

/** The validate call takes any text: an unknown plan is answered with is_safe false, 'Invalid plan'. */
const ValidateRequestSchema = z.object({ plan_type: z.string().max(40) });

const tags = ['Subscriptions'];
const request = { params: IdParamsSchema };
const selfOrStaff = 'The user themself, or staff.';

const getSubscription = defineRoute('user', {
  method: 'get', path: '/{id}/subscription', tags, request, summary: 'The user\'s subscription', description: `${selfOrStaff} A user who never subscribed gets plan_type \`none\`.`,
  responses: { 200: json(SubscriptionSchema, 'The subscription'), ...errors(403, 404) },
});
const getManagement = defineRoute('user', {
  method: 'get', path: '/{id}/subscription/management', tags, request, summary: 'The subscription with its status, for the manage dialog', description: selfOrStaff,
  responses: { 200: json(SubscriptionManagementSchema, 'The subscription and its status'), ...errors(403, 404) },
});
const cancel = defineRoute('user', {
  method: 'delete', path: '/{id}/subscription', tags, request, summary: 'Cancel: access is kept until the end of the paid period', description: selfOrStaff,
  responses: { 200: json(SubscriptionActionResponseSchema, 'Cancelled'), ...errors(403, 404, 409, 502) },
});
const change = defineRoute('user', {
  method: 'put', path: '/{id}/subscription', tags, summary: 'Change plan: the full new price is charged now and the cycle restarts',
  description:
    `${selfOrStaff} The plan changes only once the new price is charged: a decline (402), no usable card (400) or a gateway failure (502) ` +
    `leaves the old plan. An \`error\` containing 'Braintree operations failed' in a 200 answer means partial success: changed and paid, ` +
    'but the old gateway subscription could not be cancelled.',
  request: { ...request, body: jsonBody(PlanChangeRequestSchema) },
  responses: { 200: json(SubscriptionActionResponseSchema, 'Changed (see `error` for a partial success)'), ...errors(400, 402, 403, 404, 409, 502) },
});
const validate = defineRoute('user', {
  method: 'post', path: '/{id}/subscription/validate', tags, summary: 'Whether a plan change is allowed', description: selfOrStaff,
  request: { ...request, body: jsonBody(ValidateRequestSchema) },
  responses: { 200: json(PlanChangeValidationSchema, 'is_safe, and the reason when it is not'), ...errors(403, 404) },
});

/** /api/users/{id}/subscription…: the user themself or staff. */
export function userSubscriptionRoutes(deps: AppDeps) {
  const subject = async (c: Context<AppEnv>, id: number) => {
    requireSelfOrStaff(c, id);
    if (!(await findUserById(deps.db, id))) throw new ApiError(404, NOT_FOUND);
    return id;
  };

  return createRouter()
    .openapi(getSubscription, async (c) => c.json(await userSubscriptionView(deps.db, await subject(c, c.req.valid('param').id), deps.now()), 200))
    .openapi(getManagement, async (c) => c.json(await userSubscriptionManagement(deps.db, await subject(c, c.req.valid('param').id), deps.now()), 200))
    .openapi(cancel, async (c) => c.json(await cancelSubscription(deps, await subject(c, c.req.valid('param').id)), 200))
    .openapi(change, async (c) => {
      const id = await subject(c, c.req.valid('param').id);
      return c.json(await changePlan(deps, id, c.req.valid('json').plan_type), 200);
    })
    .openapi(validate, async (c) => {
      const id = await subject(c, c.req.valid('param').id);
      return c.json(await validateChange(deps.db, id, c.req.valid('json').plan_type.trim(), deps.now()), 200);
    });
}

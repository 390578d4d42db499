import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PlanChangeRequestSchema } from '../../../shared/subscription/plan-change';
import type { AppDeps } from '../../app-deps';
import { ApiError, NOT_FOUND } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireSelfOrStaff } from '../../http/auth';
import { parseBody } from '../../http/parse-body';
import { changePlan, validateChange } from '../../services/plan-change-service';
import { cancelSubscription } from '../../services/subscription-service';
import { userSubscriptionManagement, userSubscriptionView } from '../../services/subscription-view';
import { findUserById } from '../../services/users-service';

/** The validate call takes any text: an unknown plan is answered with is_safe false, 'Invalid plan'. */
const ValidateRequestSchema = z.object({ plan_type: z.string().max(40) });

/** /api/users/{id}/subscription…: the user themself or staff. */
export function userSubscriptionRoutes(deps: AppDeps) {
  const subject = (c: Context<AppEnv>) => {
    const id = Number(c.req.param('id'));
    requireSelfOrStaff(c, id);
    if (!findUserById(deps.db, id)) throw new ApiError(404, NOT_FOUND);
    return id;
  };

  return new Hono<AppEnv>()
    .get('/:id{[0-9]+}/subscription', (c) => c.json(userSubscriptionView(deps.db, subject(c), deps.now()), 200))
    .get('/:id{[0-9]+}/subscription/management', (c) => c.json(userSubscriptionManagement(deps.db, subject(c), deps.now()), 200))
    .delete('/:id{[0-9]+}/subscription', async (c) => c.json(await cancelSubscription(deps, subject(c)), 200))
    .put('/:id{[0-9]+}/subscription', async (c) => {
      const id = subject(c);
      const { plan_type } = await parseBody(c, PlanChangeRequestSchema);
      return c.json(await changePlan(deps, id, plan_type), 200);
    })
    .post('/:id{[0-9]+}/subscription/validate', async (c) => {
      const id = subject(c);
      const { plan_type } = await parseBody(c, ValidateRequestSchema);
      return c.json(validateChange(deps.db, id, plan_type.trim(), deps.now()), 200);
    });
}

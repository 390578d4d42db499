import type { PaidPlanType } from '@shared/plans/plan-catalog';
import { SubscriptionActionResponseSchema, type SubscriptionActionResponse } from '@shared/subscription/subscription-actions-schema';
import { api } from '@/lib/api-client';

/** A plan change charges the full new price at the processor. */
const CHANGE_TIMEOUT_MS = 60_000;

/** PUT /api/users/{id}/subscription {plan_type}; `error` is set on partial success. */
export async function changePlan(userId: number, planType: PaidPlanType): Promise<SubscriptionActionResponse> {
  const data = await api.put(`users/${userId}/subscription`, { json: { plan_type: planType }, timeout: CHANGE_TIMEOUT_MS }).json();
  return SubscriptionActionResponseSchema.parse(data);
}

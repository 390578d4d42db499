import type { PaidPlanType } from '@shared/plans/plan-catalog';
import { PlanChangeValidationSchema, type PlanChangeValidation } from '@shared/subscription/plan-change';
import { api } from '@/lib/api-client';

/** POST /api/users/{id}/subscription/validate {plan_type} */
export async function validatePlanChangeRemote(userId: number, planType: PaidPlanType): Promise<PlanChangeValidation> {
  const data = await api.post(`users/${userId}/subscription/validate`, { json: { plan_type: planType } }).json();
  return PlanChangeValidationSchema.parse(data);
}

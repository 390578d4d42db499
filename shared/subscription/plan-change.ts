import { z } from 'zod';
import { isDowngrade, PAID_PLAN_TYPES, planByType, type PlanType } from '../plans/plan-catalog';
import { msg } from '../validation/message-options';

/** PUT and POST .../subscription(/validate) body. */
export const PlanChangeRequestSchema = z.object({ plan_type: z.enum(PAID_PLAN_TYPES, msg('planInvalid')) });
export type PlanChangeRequest = z.infer<typeof PlanChangeRequestSchema>;

/** The validate answer: reason is null when the change is safe. */
export const PlanChangeValidationSchema = z.object({ is_safe: z.boolean(), reason: z.string().nullable() });
export type PlanChangeValidation = z.infer<typeof PlanChangeValidationSchema>;

/** Exact texts of part 1 section 5. */
export const PLAN_CHANGE_MESSAGES = {
  currentPlan: 'This is your current plan',
  noSubscription: 'No subscription found',
  invalidPlan: 'Invalid plan',
} as const;

export const tooManyShipmentsMessage = (shipmentsInUse: number, targetPlanName: string, targetMax: number) =>
  `Cannot downgrade: You have ${shipmentsInUse} shipments but ${targetPlanName} only allows ${targetMax} shipments. Please contact support to resolve this.`;

export const allShipmentsUsedMessage = (currentMax: number) =>
  `Cannot downgrade: You are currently using all ${currentMax} shipments. Please wait until some shipments are completed or contact support.`;

export interface PlanChangeInput {
  /** The current subscription; null or plan_type 'none' means there is none. */
  current: { plan_type: PlanType; max_shipments?: number } | null;
  /** The requested plan_type, unchecked. */
  target: string;
  /** Per packages/shipments-in-use. */
  shipmentsInUse: number;
}

const safe: PlanChangeValidation = { is_safe: true, reason: null };
const refuse = (reason: string): PlanChangeValidation => ({ is_safe: false, reason });

/**
 * Client and server rules for a plan change. Upgrades are always safe. A downgrade is refused
 * when every shipment of the current plan is in use, and otherwise when the shipments in use
 * exceed the target plan's cap. The "all used" rule is checked first: full use of the current
 * cap always exceeds a lower cap too, so checked second it could never be reported.
 */
export function validatePlanChange({ current, target, shipmentsInUse }: PlanChangeInput): PlanChangeValidation {
  const currentPlan = current ? planByType(current.plan_type) : undefined;
  if (!current || !currentPlan) return refuse(PLAN_CHANGE_MESSAGES.noSubscription);
  const targetPlan = planByType(target);
  if (!targetPlan) return refuse(PLAN_CHANGE_MESSAGES.invalidPlan);
  if (targetPlan.planType === currentPlan.planType) return refuse(PLAN_CHANGE_MESSAGES.currentPlan);
  if (!isDowngrade(currentPlan.planType, targetPlan.planType)) return safe;

  const currentMax = current.max_shipments ?? currentPlan.maxPackages;
  if (shipmentsInUse >= currentMax) return refuse(allShipmentsUsedMessage(currentMax));
  if (shipmentsInUse > targetPlan.maxPackages) {
    return refuse(tooManyShipmentsMessage(shipmentsInUse, targetPlan.names.en, targetPlan.maxPackages));
  }
  return safe;
}

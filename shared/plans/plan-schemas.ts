import { z } from 'zod';
import { ONBOARDING_PLAN_IDS, PAID_PLAN_TYPES, PLAN_TYPES, PROVIDER_PLAN_IDS } from './plan-catalog';

/** A subscription's plan; 'none' means the user has no plan. */
export const PlanTypeSchema = z.enum(PLAN_TYPES);
export const PaidPlanTypeSchema = z.enum(PAID_PLAN_TYPES);
export const OnboardingPlanIdSchema = z.enum(ONBOARDING_PLAN_IDS);
export const ProviderPlanIdSchema = z.enum(PROVIDER_PLAN_IDS);

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ONBOARDING_PLAN_ID,
  DEFAULT_PLAN,
  DEFAULT_PLAN_TYPE,
  findPlan,
  isOnboardingPlanId,
  formatPriceCents,
  isDowngrade,
  MAX_PACKAGES_ANY_PLAN,
  paidPlan,
  PLAN_CURRENCY,
  planByOnboardingId,
  planByProviderId,
  planByType,
  planName,
  planPrice,
  planPriceDisplay,
  planRank,
  PLANS,
  WALLET_ACCESS_DAYS,
} from './plan-catalog';
import { OnboardingPlanIdSchema, PlanTypeSchema, ProviderPlanIdSchema } from './plan-schemas';

describe('plan catalog', () => {
  it('maps the three ids of each plan as in the spec table', () => {
    expect(PLANS.map((plan) => [plan.onboardingId, plan.providerPlanId, plan.planType])).toEqual([
      ['basico', 'drop_basic', 'basic'],
      ['estandar', 'plus_drop', 'plus'],
      ['premium', 'premium_drop', 'premium'],
    ]);
  });

  it('stores prices in cents and shows them with two decimals', () => {
    expect(PLANS.map((plan) => plan.priceCents)).toEqual([2990, 3990, 4990]);
    expect(PLANS.map(planPriceDisplay)).toEqual(['29.90', '39.90', '49.90']);
    expect(PLANS.map(planPrice)).toEqual([29.9, 39.9, 49.9]);
    expect(formatPriceCents(500)).toBe('5.00');
    expect(PLAN_CURRENCY).toBe('USD');
  });

  it('has the package caps and storage days of the spec, and the 30 days of the PayPal path', () => {
    expect(PLANS.map((plan) => plan.maxPackages)).toEqual([5, 10, 20]);
    expect(PLANS.map((plan) => plan.storageDays)).toEqual([15, 30, 45]);
    expect(WALLET_ACCESS_DAYS).toBe(30);
    expect(MAX_PACKAGES_ANY_PLAN).toBe(20);
  });

  it('names the plans in both languages', () => {
    expect(PLANS.map((plan) => planName(plan, 'es'))).toEqual(['Drop Básico', 'Drop Estándar', 'Drop Premium']);
    expect(PLANS.map((plan) => planName(plan, 'en'))).toEqual(['Basic Drop', 'Standard Drop', 'Premium Drop']);
  });

  it('recommends only the standard plan, which is also the default', () => {
    expect(PLANS.filter((plan) => plan.recommended).map((plan) => plan.planType)).toEqual(['plus']);
    expect(DEFAULT_ONBOARDING_PLAN_ID).toBe('estandar');
    expect(DEFAULT_PLAN_TYPE).toBe('plus');
    expect(DEFAULT_PLAN.onboardingId).toBe('estandar');
  });

  it('lists features that grow with the plan', () => {
    expect(paidPlan('basic').features).toEqual(['scheduled_pickup', 'tracking_24_7', 'whatsapp_support']);
    expect(paidPlan('plus').features).toContain('priority_support');
    expect(paidPlan('plus').features).not.toContain('vip_support');
    expect(paidPlan('premium').features).toEqual(expect.arrayContaining(['flexible_pickup', 'vip_support', 'sms_notifications']));
    expect(paidPlan('basic').deliveryEnabled).toBe(false);
  });
});

describe('plan lookups', () => {
  it('finds a plan by any of its ids, case and spaces ignored', () => {
    for (const id of ['estandar', 'plus', 'plus_drop', ' PLUS ']) expect(findPlan(id)?.planType).toBe('plus');
    expect(findPlan('basico')?.planType).toBe('basic');
    expect(findPlan('premium')?.planType).toBe('premium');
    expect(findPlan('none')).toBeUndefined();
    expect(findPlan('')).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it('looks up by one kind of id only', () => {
    expect(planByType('premium')?.onboardingId).toBe('premium');
    expect(planByType('none')).toBeUndefined();
    expect(planByOnboardingId('basico')?.planType).toBe('basic');
    expect(planByOnboardingId('basic')).toBeUndefined();
    expect(planByProviderId('drop_basic')?.planType).toBe('basic');
    expect(planByProviderId('basic')).toBeUndefined();
  });

  it('ranks plans so that none < basic < plus < premium', () => {
    expect(['none', 'basic', 'plus', 'premium'].map((type) => planRank(PlanTypeSchema.parse(type)))).toEqual([0, 1, 2, 3]);
    expect(isDowngrade('premium', 'basic')).toBe(true);
    expect(isDowngrade('basic', 'plus')).toBe(false);
    expect(isDowngrade('plus', 'plus')).toBe(false);
  });
});

describe('plan id enums', () => {
  it('accept only the listed values', () => {
    expect(PlanTypeSchema.options).toEqual(['none', 'basic', 'plus', 'premium']);
    expect(OnboardingPlanIdSchema.safeParse('estandar').success).toBe(true);
    expect(OnboardingPlanIdSchema.safeParse('plus').success).toBe(false);
    expect([isOnboardingPlanId('estandar'), isOnboardingPlanId('plus'), isOnboardingPlanId(null)]).toEqual([true, false, false]);
    expect(ProviderPlanIdSchema.options).toEqual(['drop_basic', 'plus_drop', 'premium_drop']);
  });
});

// Plain data and rules, no zod: the landing page's plan cards import this (decision 101); the schemas are in
// plan-schemas.ts.

export const PLAN_TYPES = ['none', 'basic', 'plus', 'premium'] as const;
/** A subscription's plan; 'none' means the user has no plan. */
export type PlanType = (typeof PLAN_TYPES)[number];

export const PAID_PLAN_TYPES = ['basic', 'plus', 'premium'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

export const ONBOARDING_PLAN_IDS = ['basico', 'estandar', 'premium'] as const;
export type OnboardingPlanId = (typeof ONBOARDING_PLAN_IDS)[number];

export const PROVIDER_PLAN_IDS = ['drop_basic', 'plus_drop', 'premium_drop'] as const;
export type ProviderPlanId = (typeof PROVIDER_PLAN_IDS)[number];

export const isOnboardingPlanId = (value: unknown): value is OnboardingPlanId =>
  ONBOARDING_PLAN_IDS.includes(value as OnboardingPlanId);

/** Feature keys a plan lists in its `features` (part 1 section 1, part 2 sections 6 and 9). */
export const PLAN_FEATURES = [
  'scheduled_pickup',
  'tracking_24_7',
  'whatsapp_support',
  'enhanced_tracking',
  'priority_support',
  'flexible_pickup',
  'vip_support',
  'sms_notifications',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_CURRENCY = 'USD';
/** The wallet (PayPal) path sells 30 days of access as a one-time payment. */
export const WALLET_ACCESS_DAYS = 30;

export interface Plan {
  planType: PaidPlanType;
  onboardingId: OnboardingPlanId;
  providerPlanId: ProviderPlanId;
  /** Authoritative price, integer cents. */
  priceCents: number;
  names: { es: string; en: string };
  maxPackages: number;
  storageDays: number;
  features: readonly PlanFeature[];
  recommended: boolean;
  // The spec names delivery_enabled and max_delivery_addresses but gives no values; Basic is
  // "warehouse pickup only", and multiple addresses are treated as a Premium privilege.
  deliveryEnabled: boolean;
  maxDeliveryAddresses: number;
}

const BASE_FEATURES = ['scheduled_pickup', 'tracking_24_7', 'whatsapp_support'] as const;

export const PLANS: readonly Plan[] = [
  {
    planType: 'basic',
    onboardingId: 'basico',
    providerPlanId: 'drop_basic',
    priceCents: 2990,
    names: { es: 'Drop Básico', en: 'Basic Drop' },
    maxPackages: 5,
    storageDays: 15,
    features: BASE_FEATURES,
    recommended: false,
    deliveryEnabled: false,
    maxDeliveryAddresses: 0,
  },
  {
    planType: 'plus',
    onboardingId: 'estandar',
    providerPlanId: 'plus_drop',
    priceCents: 3990,
    names: { es: 'Drop Estándar', en: 'Standard Drop' },
    maxPackages: 10,
    storageDays: 30,
    features: [...BASE_FEATURES, 'enhanced_tracking', 'priority_support'],
    recommended: true,
    deliveryEnabled: true,
    maxDeliveryAddresses: 1,
  },
  {
    planType: 'premium',
    onboardingId: 'premium',
    providerPlanId: 'premium_drop',
    priceCents: 4990,
    names: { es: 'Drop Premium', en: 'Premium Drop' },
    maxPackages: 20,
    storageDays: 45,
    features: [...BASE_FEATURES, 'enhanced_tracking', 'priority_support', 'flexible_pickup', 'vip_support', 'sms_notifications'],
    recommended: false,
    deliveryEnabled: true,
    maxDeliveryAddresses: 3,
  },
];

export const DEFAULT_ONBOARDING_PLAN_ID: OnboardingPlanId = 'estandar';
export const DEFAULT_PLAN_TYPE: PaidPlanType = 'plus';

/** 29.90 as a number, the shape of the API's plan_price. */
export const centsToAmount = (cents: number) => cents / 100;
/** '29.90': two decimals, no currency sign. */
export const formatPriceCents = (cents: number) => (cents / 100).toFixed(2);

export const planPrice = (plan: Plan) => centsToAmount(plan.priceCents);
export const planPriceDisplay = (plan: Plan) => formatPriceCents(plan.priceCents);

/** Plans in ascending order; 'none' ranks 0, so any plan is an upgrade from no plan. */
export function planRank(planType: PlanType): number {
  // Stryker disable next-line ConditionalExpression: no plan in PLANS is 'none', so findIndex gives -1 and the rank is 0 either way.
  return planType === 'none' ? 0 : PLANS.findIndex((plan) => plan.planType === planType) + 1;
}

export const isDowngrade = (from: PlanType, to: PlanType) => planRank(to) < planRank(from);

/** undefined for 'none' or an unknown value. */
export const planByType = (planType: string) => PLANS.find((plan) => plan.planType === planType);

/** The plan of a paid plan type; total, so no undefined to handle. */
export function paidPlan(planType: PaidPlanType): Plan {
  const plan = planByType(planType);
  if (!plan) throw new Error(`Unknown plan type ${planType}`);
  return plan;
}

export const planByOnboardingId = (id: string) => PLANS.find((plan) => plan.onboardingId === id);
export const planByProviderId = (id: string) => PLANS.find((plan) => plan.providerPlanId === id);

/** Any of the three ids (basico, plus, plus_drop …); the admin and dashboard say 'plus' for estandar. */
export function findPlan(id: string | null | undefined): Plan | undefined {
  const key = id?.trim().toLowerCase();
  // Stryker disable next-line ConditionalExpression: every plan's three ids are non-empty, so an empty or missing key finds none anyway.
  if (!key) return undefined;
  return PLANS.find((plan) => plan.planType === key || plan.onboardingId === key || plan.providerPlanId === key);
}

export const planName = (plan: Plan, language: 'es' | 'en') => plan.names[language];

export const DEFAULT_PLAN: Plan = paidPlan(DEFAULT_PLAN_TYPE);
/** The largest package cap of any plan. */
export const MAX_PACKAGES_ANY_PLAN = Math.max(...PLANS.map((plan) => plan.maxPackages));

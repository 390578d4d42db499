import type { Plan } from './plan-catalog';

export interface PlanHighlight {
  /** i18n key under `plans.highlights.` */
  key: 'packages' | 'storage' | 'scheduledPickup' | 'flexiblePickup' | 'tracking' | 'whatsappSupport' | 'prioritySupport' | 'vipSupport';
  values?: Record<string, number>;
}

/** The five lines every plan card shows (part 1 section 1): packages, storage, pickup, tracking, support. */
export function planHighlights(plan: Plan): PlanHighlight[] {
  const has = (feature: Plan['features'][number]) => plan.features.includes(feature);
  return [
    { key: 'packages', values: { count: plan.maxPackages } },
    { key: 'storage', values: { days: plan.storageDays } },
    { key: has('flexible_pickup') ? 'flexiblePickup' : 'scheduledPickup' },
    { key: 'tracking' },
    { key: has('vip_support') ? 'vipSupport' : has('priority_support') ? 'prioritySupport' : 'whatsappSupport' },
  ];
}

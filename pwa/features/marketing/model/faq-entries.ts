import type { TFunction } from 'i18next';
import { storageBadgeText, STORAGE_WARNING_DAYS } from '@shared/packages/storage';
import { PICKUP_SLOT_INTERVAL_MINUTES, STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import { paidPlan, planName, planPriceDisplay, PLAN_CURRENCY, WALLET_ACCESS_DAYS, type PaidPlanType } from '@shared/plans/plan-catalog';
import type { AppLanguage } from '@/lib/languages';

/** The FAQ's groups and their questions, in the page's order: `faq.groups.<group>.questions.<question>`. */
export const FAQ_GROUPS = [
  { key: 'address', questions: ['how', 'suite', 'tracking', 'noSuite'] },
  { key: 'prohibited', questions: ['prohibited', 'restricted'] },
  { key: 'customs', questions: ['duties', 'paperwork'] },
  { key: 'storage', questions: ['days', 'left', 'ends'] },
  { key: 'pickup', questions: ['hours', 'flexible', 'delivery', 'international'] },
  { key: 'plans', questions: ['prices', 'count', 'change'] },
  { key: 'payments', questions: ['methods', 'cancel', 'reactivate'] },
] as const;

export interface FaqQuestion {
  /** Unique on the page: `<group>-<question>`. */
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

const planValues = (planType: PaidPlanType, prefix: string, language: AppLanguage) => {
  const plan = paidPlan(planType);
  return {
    [`${prefix}Name`]: planName(plan, language),
    [`${prefix}Price`]: planPriceDisplay(plan),
    [`${prefix}Packages`]: plan.maxPackages,
    [`${prefix}Days`]: plan.storageDays,
    [`${prefix}Addresses`]: plan.maxDeliveryAddresses,
  };
};

/** The figures the answers name, read from the rules the app applies (catalogue, pickup hours, storage), never retyped. */
export function faqValues(language: AppLanguage): Record<string, string | number> {
  const everyone = STANDARD_PICKUP_HOURS[0];
  return {
    ...planValues('basic', 'basic', language),
    ...planValues('plus', 'plus', language),
    ...planValues('premium', 'premium', language),
    currency: PLAN_CURRENCY,
    walletDays: WALLET_ACCESS_DAYS,
    warningDays: STORAGE_WARNING_DAYS,
    expiredLabel: storageBadgeText[language].expired,
    pickupFrom: everyone?.from ?? '',
    pickupTo: everyone?.to ?? '',
    slotMinutes: PICKUP_SLOT_INTERVAL_MINUTES,
  };
}

/**
 * The questions and answers in `language`, as the page shows them and its structured data repeats them. `pageValues`:
 * what the page reads from the API (the overstay policy's sentence with its values, `{{overstayPolicy}}`).
 */
export function faqGroups(t: TFunction, language: AppLanguage, pageValues: Record<string, string> = {}): FaqGroup[] {
  // Without the API's values (the prerender, the structured data), the policy in words without figures.
  const values = { ...faqValues(language), overstayPolicy: t('storagePolicy.pending'), ...pageValues };
  return FAQ_GROUPS.map(({ key, questions }) => ({
    id: `faq-${key}`,
    title: t(`faq.groups.${key}.title`),
    questions: questions.map((question) => ({
      id: `faq-${key}-${question}`,
      question: t(`faq.groups.${key}.questions.${question}.question`),
      answer: t(`faq.groups.${key}.questions.${question}.answer`, values),
    })),
  }));
}

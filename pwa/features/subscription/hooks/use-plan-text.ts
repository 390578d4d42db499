import { useTranslation } from 'react-i18next';
import { planByType, PLAN_FEATURES } from '@shared/plans/plan-catalog';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { formatLongDate } from '@shared/time/new-york';

/** Plan names, feature names and dates in the reader's language. */
export function usePlanText() {
  const { t, i18n } = useTranslation();
  const language: 'es' | 'en' = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return {
    language,
    planName: (sub: Pick<Subscription, 'plan_type' | 'plan_name'>) => planByType(sub.plan_type)?.names[language] ?? sub.plan_name ?? t('subscription.noPlan'),
    featureName: (feature: string) => ((PLAN_FEATURES as readonly string[]).includes(feature) ? t(`subscription.features.${feature}`) : feature),
    longDate: (value: string | null) => (value ? formatLongDate(value, language) : null),
  };
}

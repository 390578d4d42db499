import { useTranslation } from 'react-i18next';
import { CARRIER_DISPLAY_NAMES } from '@shared/packages/carrier-names';
import type { Package } from '@shared/packages/package-schema';
import { effectiveStatus, normalizeStatus } from '@shared/packages/package-status';
import { PLANS, type PlanType } from '@shared/plans/plan-catalog';
import { formatNewYorkDateTime } from '@shared/time/new-york';

/** Plan, carrier, status and time texts of the receiving screen, in the reader's language. */
export function useReceivingText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const statusText = (status: string) => {
    const key = normalizeStatus(status);
    return i18n.exists(`packages.status.${key}`) ? t(`packages.status.${key}`) : status;
  };
  return {
    planName: (plan: PlanType) => PLANS.find((candidate) => candidate.planType === plan)?.names[language] ?? t('receiving.match.noPlan'),
    carrierName: (pkg: Pick<Package, 'carrier'>) => (pkg.carrier ? CARRIER_DISPLAY_NAMES[pkg.carrier] : t('receiving.match.carrierUnknown')),
    statusText: (pkg: Pick<Package, 'status' | 'delivery_status'>) => statusText(effectiveStatus(pkg)),
    time: (iso: string) => formatNewYorkDateTime(iso, language),
    weight: (pounds: number) => t('receiving.weightValue', { weight: pounds }),
  };
}

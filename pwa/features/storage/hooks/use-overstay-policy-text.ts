import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { storagePolicyQuery } from '../api/storage-queries';
import { policyValues } from '../model/policy-values';

/**
 * The overstay policy in a sentence for the public pages: with the settings' current values once read from the API,
 * and without figures before (the prerendered page, or offline), so no value is ever written into the texts.
 */
export function useOverstayPolicyText(): string {
  const { t } = useTranslation();
  const policy = useQuery(storagePolicyQuery());
  return policy.data ? t('storagePolicy.summary', policyValues(policy.data, currentLanguage())) : t('storagePolicy.pending');
}

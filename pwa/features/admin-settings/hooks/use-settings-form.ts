import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { businessDetailsQuery, paymentProviderSettingQuery, registrationSettingQuery, saveSettingsMutation, whatsappSettingQuery } from '../api/settings-queries';
import { apiErrorMessage } from '@/lib/api-client';
import { businessFieldErrors } from '../model/business-field-errors';
import { editsAfterSave, planSettingsSave, type LoadedSettings, type SaveReport, type SettingsEdits, type SettingsValues } from '../model/settings-save-plan';

/**
 * The General and Payments tabs' values: what the server holds, the user's edits on top, and saving
 * only what changed. A save reports every failure by setting; the failed edits stay for another try.
 */
export function useSettingsForm(isSuperadmin: boolean, onAllSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queries = {
    registration: useQuery(registrationSettingQuery()),
    whatsapp: useQuery(whatsappSettingQuery()),
    business: useQuery(businessDetailsQuery()),
    provider: useQuery(paymentProviderSettingQuery()),
  };
  const saved: LoadedSettings = {
    allow_user_registration: queries.registration.data,
    whatsapp_number: queries.whatsapp.data,
    business: queries.business.data,
    payment_provider: queries.provider.data,
  };
  const [edits, setEdits] = useState<SettingsEdits>({});
  const [report, setReport] = useState<SaveReport | null>(null);
  const mutation = useMutation(saveSettingsMutation(queryClient));

  const value = <K extends keyof SettingsValues>(key: K): SettingsValues[K] | undefined => (key in edits ? edits[key] : saved[key]);
  const edit = <K extends keyof SettingsValues>(key: K, next: SettingsValues[K]) => setEdits((current) => ({ ...current, [key]: next }));

  const plan = planSettingsSave(saved, edits, isSuperadmin);
  const businessDraft = value('business');
  const businessErrors = isSuperadmin && edits.business && businessDraft ? businessFieldErrors(businessDraft) : {};

  const save = async () => {
    setReport(null);
    const result = await mutation.mutateAsync({ plan, describe: (error, key) => apiErrorMessage(error, t(`adminSettings.save.fallback.${key}`)) });
    setEdits((current) => editsAfterSave(current, result));
    if (result.failed.length === 0) {
      toast.success(t('adminSettings.save.saved'));
      onAllSaved();
      return;
    }
    setReport(result);
    toast.error(t('adminSettings.save.failedToast'));
  };

  return {
    queries,
    value,
    edit,
    businessErrors,
    hasChanges: plan.length > 0,
    hasErrors: Object.keys(businessErrors).length > 0,
    save,
    busy: mutation.isPending,
    report,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

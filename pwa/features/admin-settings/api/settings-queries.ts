import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { runSettingsSave, type SettingChange, type SettingKey } from '../model/settings-save-plan';
import { getBusinessDetails } from './get-business-details';
import { getPaymentProviderSetting } from './get-payment-provider-setting';
import { getRegistrationSetting } from './get-registration-setting';
import { getWhatsappSetting } from './get-whatsapp-setting';
import { saveBusinessDetails } from './save-business-details';
import { savePaymentProviderSetting } from './save-payment-provider-setting';
import { saveRegistrationSetting } from './save-registration-setting';
import { saveWhatsappSetting } from './save-whatsapp-setting';

const KEY = 'admin-settings';

// Fetched fresh on every opening of the dialog: another staff member may have changed them.
export const registrationSettingQuery = () => queryOptions({ queryKey: [KEY, 'registration'], queryFn: getRegistrationSetting, staleTime: 0 });
export const whatsappSettingQuery = () => queryOptions({ queryKey: [KEY, 'whatsapp'], queryFn: getWhatsappSetting, staleTime: 0 });
export const paymentProviderSettingQuery = () => queryOptions({ queryKey: [KEY, 'payment-provider'], queryFn: getPaymentProviderSetting, staleTime: 0 });
export const businessDetailsQuery = () => queryOptions({ queryKey: [KEY, 'business'], queryFn: getBusinessDetails, staleTime: 0 });

/** Sends one setting and puts the server's answer in the dialog's cache. */
export async function sendSettingChange(queryClient: QueryClient, change: SettingChange): Promise<void> {
  switch (change.key) {
    case 'registration':
      queryClient.setQueryData(registrationSettingQuery().queryKey, await saveRegistrationSetting(change.value));
      return;
    case 'whatsapp':
      queryClient.setQueryData(whatsappSettingQuery().queryKey, await saveWhatsappSetting(change.value));
      return;
    case 'business':
      queryClient.setQueryData(businessDetailsQuery().queryKey, await saveBusinessDetails(change.value));
      return;
    case 'provider':
      queryClient.setQueryData(paymentProviderSettingQuery().queryKey, await savePaymentProviderSetting(change.value));
  }
}

/** The public readers of these settings (support chat button, payment step, site contact details) live under 'settings'. */
export const invalidatePublicSettings = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['settings'] });

/** Every changed setting in sequence; resolves with a report of what saved and what failed (never throws). */
export const saveSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ plan, describe }: { plan: SettingChange[]; describe: (error: unknown, key: SettingKey) => Promise<string> }) =>
      runSettingsSave(plan, (change) => sendSettingChange(queryClient, change), describe),
    onSettled: () => invalidatePublicSettings(queryClient),
  });

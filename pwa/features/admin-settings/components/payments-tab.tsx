import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@shared/settings/settings-schema';
import { QueryState } from '@/components/ui/query-state';
import type { SettingsForm } from '../hooks/use-settings-form';
import { SettingsSection } from './settings-section';

/** The payment provider new subscriptions use: braintree or paypal. */
export function PaymentsTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <SettingsSection title={t('adminSettings.payments.provider')} hint={t('adminSettings.payments.providerHint')}>
      <QueryState query={form.queries.provider} errorText={t('adminSettings.payments.providerLoadFailed')}>
        {(saved) => (
          <RadioGroup.Root
            aria-label={t('adminSettings.payments.provider')}
            value={form.value('payment_provider') ?? saved}
            onValueChange={(next) => form.edit('payment_provider', next as PaymentProvider)}
            className="grid gap-2 sm:grid-cols-2"
          >
            {PAYMENT_PROVIDERS.map((provider) => (
              <label
                key={provider}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 has-[[data-state=checked]]:border-cyan-700 has-[[data-state=checked]]:bg-cyan-50"
              >
                <RadioGroup.Item
                  value={provider}
                  id={`${labelId}-${provider}`}
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white data-[state=checked]:border-cyan-700"
                >
                  <RadioGroup.Indicator className="block size-2.5 rounded-full bg-cyan-700" />
                </RadioGroup.Item>
                <span className="text-sm font-medium text-slate-900">{t(`adminSettings.payments.${provider}`)}</span>
              </label>
            ))}
          </RadioGroup.Root>
        )}
      </QueryState>
    </SettingsSection>
  );
}

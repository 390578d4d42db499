import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELIVERY_HANDLING_FEE_MAX_CENTS, type DeliverySettings } from '@shared/deliveries/delivery-schema';
import { formatPriceCents } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deliverySettingsQuery, saveDeliverySettingsMutation } from '../api/delivery-settings-queries';
import { centsOfDollars } from '../model/handling-fee';
import { SettingsSection } from './settings-section';

/** The handling fee added to every carrier rate a customer is offered for a home delivery (decision 166). */
export function DeliveryTab() {
  const { t } = useTranslation();
  const query = useQuery(deliverySettingsQuery());
  return (
    <SettingsSection title={t('adminSettings.deliveries.title')} hint={t('adminSettings.deliveries.hint')}>
      <QueryState query={query} errorText={t('adminSettings.deliveries.loadFailed')}>
        {(saved) => <HandlingFeeForm saved={saved} />}
      </QueryState>
    </SettingsSection>
  );
}

function HandlingFeeForm({ saved }: { saved: DeliverySettings }) {
  const { t } = useTranslation();
  const mutation = useMutation(saveDeliverySettingsMutation(useQueryClient()));
  const [draft, setDraft] = useState(() => formatPriceCents(saved.handling_fee_cents));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const typedCents = centsOfDollars(draft);

  const save = async () => {
    setFailure(null);
    if (typedCents === null) {
      setError(t('adminSettings.deliveries.invalid', { max: formatPriceCents(DELIVERY_HANDLING_FEE_MAX_CENTS) }));
      return;
    }
    try {
      const answer = await mutation.mutateAsync({ handling_fee_cents: typedCents });
      setDraft(formatPriceCents(answer.handling_fee_cents));
      toast.success(t('adminSettings.deliveries.saved', { fee: formatPriceCents(answer.handling_fee_cents) }));
    } catch (caught) {
      setFailure(await apiErrorMessage(caught, t('adminSettings.deliveries.failed')));
    }
  };

  return (
    <form
      className="space-y-4"
      data-testid="delivery-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('adminSettings.deliveries.fee')}
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        className="max-w-xs"
      />
      <p className="text-sm text-slate-600">{t('adminSettings.deliveries.range', { max: formatPriceCents(DELIVERY_HANDLING_FEE_MAX_CENTS) })}</p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={typedCents === saved.handling_fee_cents} busy={mutation.isPending} busyText={t('adminSettings.save.busy')}>
          {t('adminSettings.deliveries.save')}
        </Button>
      </div>
    </form>
  );
}

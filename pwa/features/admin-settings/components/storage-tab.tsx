import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPriceCents } from '@shared/plans/plan-catalog';
import { OVERSTAY_DAYS_MAX, OVERSTAY_MIN_WARNINGS, STORAGE_PRICE_MAX_CENTS_PER_DAY, StoragePolicySchema, type StoragePolicy } from '@shared/storage/storage-policy-schema';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveStorageSettingsMutation, storageSettingsQuery } from '../api/storage-settings-queries';
import { centsOfDollars } from '../model/handling-fee';
import { SettingsSection } from './settings-section';

/** The price of extra storage days and the overstay policy customers are shown (decision 176). */
export function StorageTab() {
  const { t } = useTranslation();
  const query = useQuery(storageSettingsQuery());
  return (
    <SettingsSection title={t('storageStaff.settings.title')} hint={t('storageStaff.settings.hint')}>
      <QueryState query={query} errorText={t('storageStaff.settings.loadFailed')}>
        {(saved) => <StoragePolicyForm saved={saved} />}
      </QueryState>
    </SettingsSection>
  );
}

const draftOf = (policy: StoragePolicy) => ({
  extension: formatPriceCents(policy.extension_cents_per_day),
  grace: String(policy.overstay_grace_days),
  fee: formatPriceCents(policy.overstay_fee_cents_per_day),
  disposal: String(policy.disposal_after_days),
});

const wholeDays = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

function StoragePolicyForm({ saved }: { saved: StoragePolicy }) {
  const { t } = useTranslation();
  const mutation = useMutation(saveStorageSettingsMutation(useQueryClient()));
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = StoragePolicySchema.safeParse({
    extension_cents_per_day: centsOfDollars(draft.extension, STORAGE_PRICE_MAX_CENTS_PER_DAY),
    overstay_grace_days: wholeDays(draft.grace),
    overstay_fee_cents_per_day: centsOfDollars(draft.fee, STORAGE_PRICE_MAX_CENTS_PER_DAY),
    disposal_after_days: wholeDays(draft.disposal),
  });
  const unchanged = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(saved);
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    autoComplete: 'off',
    inputMode: name === 'extension' || name === 'fee' ? ('decimal' as const) : ('numeric' as const),
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setInvalid(false);
    },
  });

  const save = async () => {
    setFailure(null);
    if (!parsed.success) return setInvalid(true);
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      setDraft(draftOf(answer));
      toast.success(t('storageStaff.settings.saved'));
    } catch (caught) {
      setFailure(await apiErrorMessage(caught, t('storageStaff.settings.failed')));
    }
  };

  return (
    <form
      className="space-y-4"
      data-testid="storage-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('storageStaff.settings.extensionPrice')} {...field('extension')} />
        <TextField label={t('storageStaff.settings.graceDays')} {...field('grace')} />
        <TextField label={t('storageStaff.settings.feePerDay')} {...field('fee')} />
        <TextField label={t('storageStaff.settings.disposalDays')} {...field('disposal')} />
      </div>
      <p className="text-sm text-slate-600">{t('storageStaff.settings.rule', { minWarnings: OVERSTAY_MIN_WARNINGS })}</p>
      {(invalid || failure) && (
        <p role="alert" className="text-sm text-red-700">
          {failure ?? t('storageStaff.settings.invalid', { max: formatPriceCents(STORAGE_PRICE_MAX_CENTS_PER_DAY), days: OVERSTAY_DAYS_MAX })}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={unchanged} busy={mutation.isPending} busyText={t('adminSettings.save.busy')}>
          {t('storageStaff.settings.save')}
        </Button>
      </div>
    </form>
  );
}

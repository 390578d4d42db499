import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TIERS, type SupportTier } from '@shared/contact/support-tier';
import { RESPONSE_HOURS_MAX, RESPONSE_HOURS_MIN, SupportResponseHoursSchema, type SupportResponseHours } from '@shared/settings/support-response-schema';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validationText } from '@/lib/validation-text';
import { saveSupportResponseMutation, supportResponseQuery } from '../api/support-response-queries';
import { SettingsSection } from './settings-section';

type Draft = Record<SupportTier, string>;

const draftOf = (hours: SupportResponseHours): Draft => ({ vip: String(hours.vip), priority: String(hours.priority), standard: String(hours.standard) });
// An empty or non-numeric field stays as it is typed so the schema names it; a number is read as one.
const valuesOf = (draft: Draft) => Object.fromEntries(SUPPORT_TIERS.map((tier) => [tier, draft[tier].trim() === '' ? draft[tier] : Number(draft[tier])]));

/** The hours support promises by tier (docs/decisions/162): shown to staff against each message, promised to customers. */
export function SupportTab() {
  const { t } = useTranslation();
  const query = useQuery(supportResponseQuery());
  return (
    <SettingsSection title={t('adminSettings.support.title')} hint={t('adminSettings.support.hint')}>
      <QueryState query={query} errorText={t('adminSettings.support.loadFailed')}>
        {(saved) => <SupportHoursForm saved={saved} />}
      </QueryState>
    </SettingsSection>
  );
}

function SupportHoursForm({ saved }: { saved: SupportResponseHours }) {
  const { t } = useTranslation();
  const mutation = useMutation(saveSupportResponseMutation(useQueryClient()));
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Partial<Record<SupportTier, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changed = SUPPORT_TIERS.some((tier) => draft[tier].trim() !== String(saved[tier]));

  const save = async () => {
    setFailure(null);
    const parsed = SupportResponseHoursSchema.safeParse(valuesOf(draft));
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setErrors({ [first?.path[0] as SupportTier]: validationText(t, first?.message) });
      return;
    }
    try {
      setDraft(draftOf(await mutation.mutateAsync(parsed.data)));
      toast.success(t('adminSettings.support.saved'));
    } catch (error) {
      setFailure(await apiErrorMessage(error, t('adminSettings.support.failed')));
    }
  };

  return (
    <div className="space-y-4" data-testid="support-response-settings">
      <div className="grid gap-4 sm:grid-cols-3">
        {SUPPORT_TIERS.map((tier) => (
          <TextField
            key={tier}
            label={t(`adminSettings.support.fields.${tier}`)}
            type="number"
            inputMode="numeric"
            min={RESPONSE_HOURS_MIN}
            max={RESPONSE_HOURS_MAX}
            step={1}
            value={draft[tier]}
            onChange={(event) => {
              setDraft({ ...draft, [tier]: event.target.value });
              setErrors({});
            }}
            error={errors[tier]}
          />
        ))}
      </div>
      {failure && <p role="alert" className="text-sm text-red-700">{failure}</p>}
      <div className="flex justify-end">
        <Button size="lg" disabled={!changed} busy={mutation.isPending} busyText={t('adminSettings.save.busy')} onClick={() => void save()}>
          {t('adminSettings.support.save')}
        </Button>
      </div>
    </div>
  );
}

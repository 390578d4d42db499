import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, type PickupWindow } from '@shared/pickup/pickup-hours';
import { FLEXIBLE_PICKUP_WINDOWS_MAX } from '@shared/pickup/pickup-window-schema';
import { PICKUP_SLOT_CAPACITY_MAX, PickupSettingsSchema, type PickupSettings } from '@shared/settings/settings-schema';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validationText } from '@/lib/validation-text';
import { pickupSettingsQuery, savePickupSettingsMutation } from '../api/pickup-settings-queries';
import { PickupWindowFields, type WindowErrors } from './pickup-window-fields';
import { SettingsSection } from './settings-section';

interface Draft {
  capacity: string;
  windows: PickupWindow[];
}

interface DraftErrors {
  capacity?: string;
  windows: WindowErrors[];
}

const NO_ERRORS: DraftErrors = { windows: [] };
const draftOf = (saved: PickupSettings): Draft => ({ capacity: String(saved.pickup_slot_capacity), windows: saved.flexible_pickup_windows });
// An empty field stays as typed so the schema names it; a number is read as one.
const valuesOf = (draft: Draft) => ({
  pickup_slot_capacity: draft.capacity.trim() === '' ? draft.capacity : Number(draft.capacity),
  flexible_pickup_windows: draft.windows,
});
const sameDraft = (draft: Draft, saved: PickupSettings) => JSON.stringify(valuesOf(draft)) === JSON.stringify(valuesOf(draftOf(saved)));

/** The counter's places per half hour, and the Premium plan's flexible pickup windows (decision 160). */
export function PickupTab() {
  const { t } = useTranslation();
  const query = useQuery(pickupSettingsQuery());
  return (
    <SettingsSection title={t('adminSettings.pickup.title')} hint={t('adminSettings.pickup.hint')}>
      <QueryState query={query} errorText={t('adminSettings.pickup.loadFailed')}>
        {(saved) => <PickupSettingsForm saved={saved} />}
      </QueryState>
    </SettingsSection>
  );
}

function PickupSettingsForm({ saved }: { saved: PickupSettings }) {
  const { t } = useTranslation();
  const mutation = useMutation(savePickupSettingsMutation(useQueryClient()));
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (next: Draft) => {
    setDraft(next);
    setErrors(NO_ERRORS);
  };
  const editWindow = (index: number, window: PickupWindow) => edit({ ...draft, windows: draft.windows.map((other, at) => (at === index ? window : other)) });

  const save = async () => {
    setFailure(null);
    const parsed = PickupSettingsSchema.safeParse(valuesOf(draft));
    if (!parsed.success) {
      const next: DraftErrors = { windows: [] };
      for (const issue of parsed.error.issues) {
        const [key, index, field] = issue.path;
        if (key === 'pickup_slot_capacity') next.capacity = validationText(t, issue.message);
        else if (typeof index === 'number' && (field === 'weekdays' || field === 'from' || field === 'to')) {
          next.windows[index] = { ...next.windows[index], [field]: validationText(t, issue.message) };
        }
      }
      setErrors(next);
      return;
    }
    try {
      setDraft(draftOf(await mutation.mutateAsync(parsed.data)));
      toast.success(t('adminSettings.pickup.saved'));
    } catch (error) {
      setFailure(await apiErrorMessage(error, t('adminSettings.pickup.failed')));
    }
  };

  return (
    <div className="space-y-4" data-testid="pickup-settings">
      <TextField
        label={t('adminSettings.pickup.capacity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={PICKUP_SLOT_CAPACITY_MAX}
        step={1}
        value={draft.capacity}
        onChange={(event) => edit({ ...draft, capacity: event.target.value })}
        error={errors.capacity}
        className="max-w-xs"
      />
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{t('adminSettings.pickup.windowsTitle')}</h4>
        <p className="text-sm text-slate-600">{t('adminSettings.pickup.windowsHint')}</p>
      </div>
      {draft.windows.length === 0 && <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t('adminSettings.pickup.noWindows')}</p>}
      <div className="space-y-3">
        {draft.windows.map((window, index) => (
          <PickupWindowFields
            key={index}
            index={index}
            window={window}
            onChange={(next) => editWindow(index, next)}
            onRemove={() => edit({ ...draft, windows: draft.windows.filter((_, at) => at !== index) })}
            errors={errors.windows[index] ?? {}}
          />
        ))}
      </div>
      <Button
        variant="outline"
        disabled={draft.windows.length >= FLEXIBLE_PICKUP_WINDOWS_MAX}
        onClick={() => edit({ ...draft, windows: [...draft.windows, { ...DEFAULT_FLEXIBLE_PICKUP_WINDOWS[0]!, weekdays: [...DEFAULT_FLEXIBLE_PICKUP_WINDOWS[0]!.weekdays] }] })}
      >
        {t('adminSettings.pickup.add')}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button size="lg" disabled={sameDraft(draft, saved)} busy={mutation.isPending} busyText={t('adminSettings.save.busy')} onClick={() => void save()}>
          {t('adminSettings.pickup.save')}
        </Button>
      </div>
    </div>
  );
}

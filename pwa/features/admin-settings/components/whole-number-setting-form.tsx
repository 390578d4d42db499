import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { wholeNumberIn } from '../model/whole-number';

interface WholeNumberSettingFormProps {
  /** The key of its block of texts, e.g. adminSettings.trips.margin: label, range, invalid, save, saved (plural), failed. */
  texts: string;
  saved: number;
  min: number;
  max: number;
  /** Saves the value and answers it as stored. */
  onSave: (value: number) => Promise<number>;
  saving: boolean;
  testId: string;
}

/** One whole-number setting: typed, checked against its range beside the field, saved with a toast. */
export function WholeNumberSettingForm({ texts, saved, min, max, onSave, saving, testId }: WholeNumberSettingFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => String(saved));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const typed = wholeNumberIn(draft, min, max);
  const range = { min, max };

  const save = async () => {
    setFailure(null);
    if (typed === null) {
      setError(t(`${texts}.invalid`, range));
      return;
    }
    try {
      const stored = await onSave(typed);
      setDraft(String(stored));
      toast.success(t(`${texts}.saved`, { count: stored }));
    } catch (caught) {
      setFailure(await apiErrorMessage(caught, t(`${texts}.failed`)));
    }
  };

  return (
    <form
      className="space-y-4"
      data-testid={testId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t(`${texts}.label`)}
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        className="max-w-xs"
      />
      <p className="text-sm text-slate-600">{t(`${texts}.range`, range)}</p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={typed === saved} busy={saving} busyText={t('adminSettings.save.busy')}>
          {t(`${texts}.save`)}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { MarkReceivedRequestSchema, SHELF_MAX_LENGTH, WEIGHT_LB_MAX } from '@shared/packages/package-schemas';
import { newYorkDateString } from '@shared/time/new-york';
import { TextField } from '@/components/ui/text-field';
import { markReceivedMutation } from '../api/admin-package-queries';
import { MarkPackageDialog } from './mark-package-dialog';

interface MarkReceivedDialogProps {
  pkg: AdminPackage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The mark-received confirmation: irreversible, with an optional received date (default today), weight and shelf. */
export function MarkReceivedDialog({ pkg, open, onOpenChange }: MarkReceivedDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(markReceivedMutation(queryClient));
  const [date, setDate] = useState('');
  const [weight, setWeight] = useState('');
  const [shelf, setShelf] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const today = newYorkDateString(new Date());

  const parse = () => {
    const parsed = MarkReceivedRequestSchema.safeParse({ received_date: date, weight_lb: weight.trim() === '' ? undefined : Number(weight), shelf });
    // The date input only ever gives a valid date or nothing: the weight is what can be wrong.
    setFieldError(parsed.success ? undefined : t('admin.received.weightInvalid', { max: WEIGHT_LB_MAX }));
    return parsed.success ? parsed.data : null;
  };
  const reset = () => {
    setDate('');
    setWeight('');
    setShelf('');
    setFieldError(undefined);
  };

  return (
    <MarkPackageDialog
      pkg={pkg}
      open={open}
      onOpenChange={onOpenChange}
      step="received"
      testId="mark-received-dialog"
      send={mutation.mutateAsync}
      sending={mutation.isPending}
      parse={parse}
      onReset={reset}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.received.date')} type="date" max={today} value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField
          label={t('admin.received.weight')}
          type="number"
          inputMode="decimal"
          min="0.01"
          max={WEIGHT_LB_MAX}
          step="0.01"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          error={fieldError}
        />
        <TextField
          label={t('counterPickup.shelfField.label')}
          value={shelf}
          maxLength={SHELF_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t('counterPickup.shelfField.placeholder')}
          onChange={(event) => setShelf(event.target.value)}
        />
      </div>
      <p className="text-xs text-slate-500">{t('admin.received.hint')}</p>
    </MarkPackageDialog>
  );
}

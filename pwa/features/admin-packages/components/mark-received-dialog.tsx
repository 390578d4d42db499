import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { PACKAGE_MESSAGES } from '@shared/packages/package-messages';
import { MarkReceivedRequestSchema, WEIGHT_LB_MAX } from '@shared/packages/package-schemas';
import { newYorkDateString } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { markReceivedMutation } from '../api/admin-package-queries';

interface MarkReceivedDialogProps {
  pkg: AdminPackage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The mark-received confirmation: irreversible, with an optional received date (default today) and weight. */
export function MarkReceivedDialog({ pkg, open, onOpenChange }: MarkReceivedDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(markReceivedMutation(queryClient));
  const [date, setDate] = useState('');
  const [weight, setWeight] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const today = newYorkDateString(new Date());

  const changeOpen = (next: boolean) => {
    if (!next) {
      setDate('');
      setWeight('');
      setFieldError(undefined);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = MarkReceivedRequestSchema.safeParse({ received_date: date, weight_lb: weight.trim() === '' ? undefined : Number(weight) });
    if (!parsed.success) {
      // The date input only ever gives a valid date or nothing: the weight is what can be wrong.
      setFieldError(t('admin.received.weightInvalid', { max: WEIGHT_LB_MAX }));
      return;
    }
    setFieldError(undefined);
    try {
      const label = `${pkg.tracking_number} · ${pkg.user_first_name} ${pkg.user_last_name} · ${pkg.user_suite_code}`;
      const result = await mutation.mutateAsync({ id: pkg.id, request: parsed.data, label });
      if (result.queued) toast.info(t('outbox.queued.received'));
      else toast.success(translateServerMessage(t, PACKAGE_MESSAGES.received));
      changeOpen(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('admin.received.failed')));
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('admin.received.title')}
      description={t('admin.received.description', { title: pkg.title, tracking: pkg.tracking_number, suite: pkg.user_suite_code })}
      testId="mark-received-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
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
        </div>
        <p className="text-xs text-slate-500">{t('admin.received.hint')}</p>
        {error && <Notice tone="destructive">{error}</Notice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => changeOpen(false)}>{t('admin.actions.cancel')}</Button>
          <Button type="submit" size="lg" busy={mutation.isPending} busyText={t('admin.actions.saving')}>{t('admin.received.confirm')}</Button>
        </div>
      </form>
    </AppDialog>
  );
}

import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISPOSAL_NOTE_MAX_LENGTH } from '@shared/storage/disposal-schema';
import type { OverdueParcel } from '@shared/storage/overdue-parcel-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { AttemptKeys } from '@/lib/attempt-keys';
import { toast } from '@/lib/toast';
import { DISPOSAL_REFRESHES, disposeParcel } from '../api/dispose-parcel';

interface DisposeParcelDialogProps {
  parcel: OverdueParcel;
  onClose: () => void;
}

/** Confirms a disposal with the staff's note (why, what was done); the customer is told by the server. */
export function DisposeParcelDialog({ parcel, onClose }: DisposeParcelDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const attempts = useRef(new AttemptKeys());
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: disposeParcel,
    onSuccess: () => Promise.all(DISPOSAL_REFRESHES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = note.trim();
    if (!text) return setInvalid(t('validation.staffNoteRequired'));
    try {
      await mutation.mutateAsync({ packageId: parcel.package_id, note: text, idempotencyKey: attempts.current.keyFor(text) });
      attempts.current.settle();
      toast.success(t('storageStaff.overdue.dispose.done', { title: parcel.title }));
      onClose();
    } catch (caught) {
      // No answer: the same attempt may go again under its key; any answer ends it.
      const failure = await getApiFailure(caught);
      if (failure.kind !== 'network' && failure.kind !== 'server') attempts.current.settle();
      setError(await describeApiFailure(failure, t('storageStaff.overdue.dispose.failed')));
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
      title={t('storageStaff.overdue.dispose.title')}
      description={t('storageStaff.overdue.dispose.description', { title: parcel.title, tracking: parcel.tracking_number, customer: parcel.customer.name })}
      testId="dispose-parcel-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <Label htmlFor={id}>{t('storageStaff.overdue.dispose.note')}</Label>
        <Textarea
          id={id}
          value={note}
          maxLength={DISPOSAL_NOTE_MAX_LENGTH}
          onChange={(event) => {
            setNote(event.target.value);
            setInvalid(null);
          }}
          placeholder={t('storageStaff.overdue.dispose.notePlaceholder')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="min-h-24"
        />
        <FieldError id={`${id}-error`}>{invalid ?? undefined}</FieldError>
        <p className="text-sm text-slate-600">{t('storageStaff.overdue.dispose.customerTold')}</p>
        {error && <Notice tone="destructive">{error}</Notice>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={mutation.isPending}>{t('storageStaff.overdue.dispose.cancel')}</Button>
          <Button type="submit" variant="destructive" busy={mutation.isPending} busyText={t('storageStaff.overdue.dispose.saving')} data-testid="confirm-disposal">
            {t('storageStaff.overdue.dispose.confirm')}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELEGATE_ID_LAST4_LENGTH, DELEGATE_NAME_MAX_LENGTH, PickupDelegateRequestSchema, type PickupDelegate } from '@shared/pickup/pickup-pass-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { useErrorText } from '@/lib/use-api-error-text';
import { validationText } from '@/lib/validation-text';
import { pickupDelegateMutation } from '../api/pickup-pass-queries';

interface DelegateFormProps {
  pickupId: number;
  delegate: PickupDelegate | null;
  className?: string;
}

/** Name someone else to collect (their name and the last 4 characters of their ID), change them, or remove them. */
export function DelegateForm({ pickupId, delegate, className }: DelegateFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(delegate?.name ?? '');
  const [last4, setLast4] = useState(delegate?.id_last4 ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useMutation(pickupDelegateMutation(queryClient, pickupId));
  const errorText = useErrorText(mutation.error, t('pickupPass.delegate.failed'));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PickupDelegateRequestSchema.safeParse({ name, id_last4: last4 });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setEditing(false);
        setSaved(t('pickupPass.delegate.saved'));
      },
    });
  };
  const remove = () =>
    mutation.mutate(null, {
      onSuccess: () => {
        setName('');
        setLast4('');
        setSaved(t('pickupPass.delegate.removed'));
      },
    });

  if (!editing) {
    return (
      <div className={className}>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => (setSaved(null), setEditing(true))} data-testid="delegate-edit">
            {delegate ? t('pickupPass.delegate.change') : t('pickupPass.delegate.add')}
          </Button>
          {delegate && (
            <Button variant="ghost" size="sm" className="min-h-11" busy={mutation.isPending} onClick={remove} data-testid="delegate-remove">
              {t('pickupPass.delegate.remove')}
            </Button>
          )}
        </div>
        <p role="status" className="mt-2 text-sm text-emerald-800">{saved}</p>
        {mutation.isError && <Notice tone="destructive" className="mt-2">{errorText}</Notice>}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={save} className={className} aria-label={t('pickupPass.delegate.formLabel')} data-testid="delegate-form">
      <p className="text-sm text-slate-600">{t('pickupPass.delegate.hint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_9rem]">
        <TextField
          label={t('pickupPass.delegate.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={DELEGATE_NAME_MAX_LENGTH}
          autoComplete="off"
          error={validationText(t, errors.name)}
          required
        />
        <TextField
          label={t('pickupPass.delegate.idLast4')}
          value={last4}
          onChange={(event) => setLast4(event.target.value)}
          maxLength={DELEGATE_ID_LAST4_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          className="font-mono"
          error={validationText(t, errors.id_last4)}
          required
        />
      </div>
      {mutation.isError && <Notice tone="destructive" className="mt-3">{errorText}</Notice>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="min-h-11" busy={mutation.isPending} busyText={t('pickupPass.delegate.saving')}>
          {t('pickupPass.delegate.save')}
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" disabled={mutation.isPending} onClick={() => (mutation.reset(), setEditing(false))}>
          {t('pickupPass.delegate.cancel')}
        </Button>
      </div>
    </form>
  );
}

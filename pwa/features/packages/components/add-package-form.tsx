import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { detectCarrier } from '@shared/packages/carriers';
import type { PackageDetail } from '@shared/packages/package-schema';
import { TrackingCreateRequestSchema, type TrackingCreateRequest } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { validationText } from '@/lib/validation-text';
import { createPackageMutation } from '../api/package-queries';
import { CarrierField } from './carrier-field';
import { DeclarationFields } from './declaration-fields';

type FormInput = z.input<typeof TrackingCreateRequestSchema>;

interface AddPackageFormProps {
  onCreated: (pkg: PackageDetail) => void;
  /** Nothing answered: the package waits in the outbox and the list shows it as waiting. */
  onQueued: () => void;
}

/** Tracking number (carrier detected as it is typed), package name, optional estimated delivery, declared value and contents. */
export function AddPackageForm({ onCreated, onQueued }: AddPackageFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(createPackageMutation(queryClient));
  const [error, setError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<FormInput, unknown, TrackingCreateRequest>({
    resolver: zodResolver(TrackingCreateRequestSchema),
    defaultValues: { tracking_number: '', title: '', estimated_delivery: '', carrier: undefined, declared_value_usd: '', category: '' },
  });
  const { errors } = formState;
  const [number, title] = useWatch({ control, name: ['tracking_number', 'title'] });
  const detection = useMemo(() => detectCarrier(number ?? ''), [number]);
  const canSubmit = (number ?? '').trim() !== '' && (title ?? '').trim() !== '';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      // A recognised number needs no choice: the server detects the same carrier.
      const result = await mutation.mutateAsync({ ...values, carrier: detection.carrier ? undefined : values.carrier });
      if (result.queued) onQueued();
      else onCreated(result.data);
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packages.add.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="add-package-form">
      <div>
        <TextField
          label={t('packages.add.trackingNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          className="[&_input]:font-mono"
          error={validationText(t, errors.tracking_number?.message)}
          {...register('tracking_number', { onChange: () => setError(null) })}
        />
        <CarrierField number={number ?? ''} detection={detection} register={register} />
      </div>
      <TextField
        label={t('packages.add.name')}
        placeholder={t('packages.add.namePlaceholder')}
        autoComplete="off"
        error={validationText(t, errors.title?.message)}
        {...register('title', { onChange: () => setError(null) })}
      />
      <TextField
        label={t('packages.add.estimatedDelivery')}
        type="date"
        error={validationText(t, errors.estimated_delivery?.message)}
        {...register('estimated_delivery')}
      />
      <DeclarationFields register={register} errors={errors} />
      {error && <Notice tone="destructive"><span data-testid="add-package-error">{error}</span></Notice>}
      <Button type="submit" className="w-full" disabled={!canSubmit} busy={mutation.isPending} busyText={t('packages.add.submitting')}>
        {t('packages.add.submit')}
      </Button>
    </form>
  );
}

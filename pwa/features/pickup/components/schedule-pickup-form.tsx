import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { PickupScheduleRequestSchema } from '@shared/pickup/pickup-slots';
import { validationText } from '@/lib/validation-text';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { useSchedulePickup } from '../hooks/use-pickup-booking';
import { usePickupHours } from '../hooks/use-pickup-hours';
import { defaultPackageSelection, readyForPickup } from '../model/package-selection';
import { firstBookableDate } from '../model/pickup-dates';
import { BookingActions } from './booking-actions';
import { PackageChecklist } from './package-checklist';
import { PickupNotesField } from './pickup-notes-field';
import { PickupWhenFields } from './pickup-when-fields';

interface SchedulePickupFormProps {
  packages: readonly Package[];
  onBooked: (answer: PickupBooked) => void;
  onQueued: () => void;
}

export function SchedulePickupForm({ packages, onBooked, onQueued }: SchedulePickupFormProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const hours = usePickupHours();
  const [failure, setFailure] = useState<string | null>(null);
  const { book, busy } = useSchedulePickup({ onBooked, onQueued });
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(PickupScheduleRequestSchema),
    defaultValues: { package_ids: defaultPackageSelection(packages), pickup_date: firstBookableDate(now, hours.hours), pickup_time: '', notes: '' },
  });
  const [packageIds, date, time] = useWatch({ control, name: ['package_ids', 'pickup_date', 'pickup_time'] });
  const error = (message: string | undefined) => validationText(t, message);
  // After a first submit, each change re-checks its field so a fixed error goes away.
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    const outcome = await book(request);
    if (outcome.ok) return;
    setFailure(outcome.message);
    if (outcome.slotRefused) setValue('pickup_time', '');
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy || undefined}>
      <PackageChecklist
        packages={readyForPickup(packages)}
        value={packageIds}
        onChange={(ids) => setValue('package_ids', ids, options)}
        error={error(formState.errors.package_ids?.message)}
      />
      <PickupWhenFields
        date={date}
        time={time}
        onDateChange={(next) => {
          setValue('pickup_date', next, options);
          setValue('pickup_time', '');
        }}
        onTimeChange={(next) => setValue('pickup_time', next, options)}
        dateError={error(formState.errors.pickup_date?.message)}
        timeError={error(formState.errors.pickup_time?.message)}
        now={now}
        hours={hours}
      />
      <PickupNotesField field={register('notes')} error={error(formState.errors.notes?.message)} />
      <BookingActions failure={failure} busy={busy} submitText={t('pickup.schedule.submit')} busyText={t('pickup.schedule.submitting')} />
    </form>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { PickupRescheduleRequestSchema } from '@shared/pickup/pickup-slots';
import { validationText } from '@/lib/validation-text';
import type { PickupBooked } from '@shared/pickup/pickup-schema';
import { useReschedulePickup } from '../hooks/use-pickup-booking';
import { usePickupHours } from '../hooks/use-pickup-hours';
import { firstBookableDate, isCalendarDateEnabled } from '../model/pickup-dates';
import { BookingActions } from './booking-actions';
import { PickupNotesField } from './pickup-notes-field';
import { PickupWhenFields } from './pickup-when-fields';

interface EditPickupFormProps {
  pickup: Pickup;
  onBooked: (answer: PickupBooked) => void;
  onQueued: () => void;
}

/** Starts on the booked day and time (when still ahead) with the booked notes. */
export function EditPickupForm({ pickup, onBooked, onQueued }: EditPickupFormProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const hours = usePickupHours();
  const [failure, setFailure] = useState<string | null>(null);
  const { book, busy } = useReschedulePickup(pickup.id, { onBooked, onQueued });
  const bookedDayAhead = isCalendarDateEnabled(pickup.pickup_date, now, hours.hours);
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(PickupRescheduleRequestSchema),
    defaultValues: {
      pickup_date: bookedDayAhead ? pickup.pickup_date : firstBookableDate(now, hours.hours),
      pickup_time: bookedDayAhead ? pickup.pickup_time : '',
      notes: pickup.notes ?? '',
    },
  });
  const [date, time] = useWatch({ control, name: ['pickup_date', 'pickup_time'] });
  const error = (message: string | undefined) => validationText(t, message);
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
        current={{ date: pickup.pickup_date, time: pickup.pickup_time }}
      />
      <PickupNotesField field={register('notes')} error={error(formState.errors.notes?.message)} />
      <BookingActions failure={failure} busy={busy} submitText={t('pickup.edit.submit')} busyText={t('pickup.edit.submitting')} />
    </form>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { PickupScheduleRequestSchema, type PickupScheduleRequest } from '@shared/pickup/pickup-slots';
import { validationText } from '@/lib/validation-text';
import type { PickupBooked, SameDayPickup } from '@shared/pickup/pickup-schema';
import { useSchedulePickup, useSetPickupPackages, type BookingOutcome } from '../hooks/use-pickup-booking';
import { usePickupHours } from '../hooks/use-pickup-hours';
import { defaultPackageSelection, readyForPickup } from '../model/package-selection';
import { firstBookableDate } from '../model/pickup-dates';
import { withPackagesAdded } from '../model/same-day';
import { BookingActions } from './booking-actions';
import { PackageChecklist } from './package-checklist';
import { PickupNotesField } from './pickup-notes-field';
import { PickupWhenFields } from './pickup-when-fields';
import { SameDayChoice } from './same-day-choice';

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
  const [sameDay, setSameDay] = useState<{ existing: SameDayPickup; request: PickupScheduleRequest } | null>(null);
  const scheduling = useSchedulePickup({ onBooked, onQueued });
  const adding = useSetPickupPackages({ onBooked, onQueued });
  const busy = scheduling.busy || adding.busy;
  const { register, handleSubmit, setValue, control, formState } = useForm({
    resolver: zodResolver(PickupScheduleRequestSchema),
    defaultValues: { package_ids: defaultPackageSelection(packages), pickup_date: firstBookableDate(now, hours.hours), pickup_time: '', notes: '' },
  });
  const [packageIds, date, time] = useWatch({ control, name: ['package_ids', 'pickup_date', 'pickup_time'] });
  const error = (message: string | undefined) => validationText(t, message);
  // After a first submit, each change re-checks its field so a fixed error goes away.
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  /** A day that has the customer's pickup offers a choice (decision 184); any other refusal is said beside the buttons. */
  const report = (outcome: BookingOutcome, request: PickupScheduleRequest) => {
    if (outcome.ok) return;
    if (outcome.sameDay) setSameDay({ existing: outcome.sameDay, request });
    else setFailure(outcome.message);
    if (outcome.slotRefused) setValue('pickup_time', '');
  };
  const send = async (request: PickupScheduleRequest) => {
    setFailure(null);
    setSameDay(null);
    report(await scheduling.book(request), request);
  };
  const addToExisting = async ({ existing, request }: { existing: SameDayPickup; request: PickupScheduleRequest }) => {
    setFailure(null);
    const outcome = await adding.book(existing.id, { package_ids: withPackagesAdded(existing, request.package_ids) });
    if (outcome.ok) setSameDay(null);
    else setFailure(outcome.message);
  };
  const onSubmit = handleSubmit(send);

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
      {sameDay && (
        <SameDayChoice
          existing={sameDay.existing}
          mode="book"
          busy={busy}
          onAdd={() => void addToExisting(sameDay)}
          onSecond={() => void send({ ...sameDay.request, allow_second: true })}
        />
      )}
      <BookingActions failure={failure} busy={busy} submitText={t('pickup.schedule.submit')} busyText={t('pickup.schedule.submitting')} />
    </form>
  );
}

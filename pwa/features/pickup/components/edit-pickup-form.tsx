import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import type { Pickup, PickupBooked, SameDayPickup } from '@shared/pickup/pickup-schema';
import { PickupPackagesRequestSchema, PickupRescheduleRequestSchema, type PickupRescheduleRequest } from '@shared/pickup/pickup-slots';
import { Button } from '@/components/ui/button';
import { validationText } from '@/lib/validation-text';
import { useJoinPickup } from '../hooks/use-join-pickup';
import { useReschedulePickup, useSetPickupPackages, type BookingOutcome } from '../hooks/use-pickup-booking';
import { usePickupHours } from '../hooks/use-pickup-hours';
import { choosableForPickup, samePackages } from '../model/package-selection';
import { firstBookableDate, isCalendarDateEnabled } from '../model/pickup-dates';
import { BookingActions } from './booking-actions';
import { PackageChecklist } from './package-checklist';
import { PickupNotesField } from './pickup-notes-field';
import { PickupWhenFields } from './pickup-when-fields';
import { SameDayChoice } from './same-day-choice';

const EditPickupSchema = PickupRescheduleRequestSchema.extend({ package_ids: PickupPackagesRequestSchema.shape.package_ids });

interface EditPickupFormProps {
  pickup: Pickup;
  /** The customer's packages: the pickup's own and the ready ones can be ticked in and out. Without them, only the slot changes. */
  packages?: readonly Package[];
  onBooked: (answer: PickupBooked) => void;
  onQueued: () => void;
  /** "Cancel pickup": the dialog asks to confirm. */
  onCancelPickup: () => void;
}

const ignore = () => undefined;

/** Starts on the booked packages, day and time (when still ahead) and notes; saves the packages first, then the slot. */
export function EditPickupForm({ pickup, packages, onBooked, onQueued, onCancelPickup }: EditPickupFormProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const hours = usePickupHours();
  const [failure, setFailure] = useState<string | null>(null);
  const [sameDay, setSameDay] = useState<{ existing: SameDayPickup; slot: PickupRescheduleRequest; packageIds: number[] } | null>(null);
  // Each step reports on its own; the form says the end result once both are done.
  const reschedule = useReschedulePickup(pickup.id, { onBooked: ignore, onQueued: ignore });
  const setPackages = useSetPickupPackages({ onBooked: ignore, onQueued: ignore });
  const joining = useJoinPickup({ onBooked, onQueued });
  const busy = reschedule.busy || setPackages.busy || joining.busy;
  const choosable = packages ? choosableForPickup(pickup, packages) : null;
  const bookedDayAhead = isCalendarDateEnabled(pickup.pickup_date, now, hours.hours);
  const { register, handleSubmit, setValue, setError, control, formState } = useForm({
    resolver: zodResolver(EditPickupSchema),
    defaultValues: {
      package_ids: pickup.package_ids,
      pickup_date: bookedDayAhead ? pickup.pickup_date : firstBookableDate(now, hours.hours),
      pickup_time: bookedDayAhead ? pickup.pickup_time : '',
      notes: pickup.notes ?? '',
    },
  });
  const [packageIds, date, time] = useWatch({ control, name: ['package_ids', 'pickup_date', 'pickup_time'] });
  const error = (message: string | undefined) => validationText(t, message);
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };

  /** A refusal: the day's other pickup offers a choice; anything else is said beside the buttons. */
  const refused = (outcome: Extract<BookingOutcome, { ok: false }>, slot: PickupRescheduleRequest, ids: number[]) => {
    if (outcome.sameDay) setSameDay({ existing: outcome.sameDay, slot, packageIds: ids });
    else setFailure(outcome.message);
    if (outcome.slotRefused) setValue('pickup_time', '');
  };

  const save = async (slot: PickupRescheduleRequest, ids: number[]) => {
    setFailure(null);
    setSameDay(null);
    let answer: PickupBooked | null = null;
    let queued = false;
    const packagesChanged = choosable !== null && !samePackages(ids, pickup.package_ids);
    if (packagesChanged) {
      const outcome = await setPackages.book(pickup.id, { package_ids: ids });
      if (!outcome.ok) return setFailure(outcome.message);
      answer = outcome.answer;
      queued = outcome.answer === null;
    }
    const slotChanged = slot.pickup_date !== pickup.pickup_date || slot.pickup_time !== pickup.pickup_time || (slot.notes ?? '') !== (pickup.notes ?? '');
    if (slotChanged || !packagesChanged) {
      const outcome = await reschedule.book(slot);
      if (!outcome.ok) {
        if (answer) onBooked(answer);
        return refused(outcome, slot, ids);
      }
      answer = outcome.answer ?? answer;
      queued ||= outcome.answer === null;
    }
    if (queued) onQueued();
    else if (answer) onBooked(answer);
  };

  const onSubmit = handleSubmit(async ({ package_ids: ids, ...slot }) => {
    if (choosable !== null && ids.length === 0) return setError('package_ids', { message: t('pickup.edit.noPackages') });
    await save(slot, ids);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={busy || undefined}>
      {choosable && (
        <div>
          <PackageChecklist
            packages={choosable}
            value={packageIds}
            onChange={(ids) => setValue('package_ids', ids, options)}
            error={error(formState.errors.package_ids?.message)}
          />
          <p className="mt-1 text-xs text-slate-600">{t('pickup.edit.packagesHint')}</p>
        </div>
      )}
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
      {sameDay && (
        <SameDayChoice
          existing={sameDay.existing}
          mode="move"
          busy={busy}
          onAdd={() => void joining.join(pickup, sameDay.existing, sameDay.packageIds).then((outcome) => !outcome.ok && setFailure(outcome.message))}
          onSecond={() => void save({ ...sameDay.slot, allow_second: true }, sameDay.packageIds)}
        />
      )}
      <BookingActions failure={failure} busy={busy} submitText={t('pickup.edit.submit')} busyText={t('pickup.edit.submitting')} closeText={t('pickup.form.close')} />
      <div className="border-t border-slate-200 pt-4">
        <Button variant="ghost" className="w-full text-red-700 hover:bg-red-50 hover:text-red-800 sm:w-auto" disabled={busy} onClick={onCancelPickup} data-testid="cancel-pickup">
          {t('pickup.cancel.open')}
        </Button>
      </div>
    </form>
  );
}

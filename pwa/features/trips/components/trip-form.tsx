import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { tripFormSchema, type Trip, type TripInput } from '@shared/trips/trip-schema';
import { newYorkToday } from '@shared/time/new-york';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { validationText } from '@/lib/validation-text';
import type { TripActions } from '../hooks/use-trip-actions';

interface TripFormProps {
  /** null adds a trip. */
  trip: Trip | null;
  actions: TripActions;
  onDone: () => void;
}

type FieldName = keyof TripInput;
const isField = (name: string | undefined): name is FieldName => name === 'arrival_date' || name === 'departure_date';

/** Add or edit a trip, checked with the API's own rules and today's in New York before it is sent. */
export function TripForm({ trip, actions, onDone }: TripFormProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = newYorkToday(new Date());
  const schema = useMemo(() => tripFormSchema(today, trip?.arrival_date), [today, trip?.arrival_date]);
  const { register, handleSubmit, formState, setError, control } = useForm<TripInput>({
    resolver: zodResolver(schema),
    defaultValues: { arrival_date: trip?.arrival_date ?? '', departure_date: trip?.departure_date ?? '' },
  });
  const error = (field: FieldName) => validationText(t, formState.errors[field]?.message);
  const arrival = useWatch({ control, name: 'arrival_date' });

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    const outcome = await actions.save(trip?.id ?? null, input);
    if (outcome.ok) return onDone();
    if (isField(outcome.field)) setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setRefusal(outcome.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={actions.saving || undefined} className="space-y-4" data-testid="trip-form">
      {refusal && <Notice tone="destructive">{refusal}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('trips.form.arrival')} type="date" min={trip && trip.arrival_date < today ? trip.arrival_date : today} required aria-required="true" error={error('arrival_date')} {...register('arrival_date')} />
        <TextField label={t('trips.form.departure')} type="date" min={arrival || today} required aria-required="true" error={error('departure_date')} {...register('departure_date')} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={actions.saving} onClick={onDone}>
          {t('trips.form.cancel')}
        </Button>
        <Button type="submit" size="lg" busy={actions.saving} busyText={t('trips.form.saving')}>
          {t('trips.form.save')}
        </Button>
      </div>
    </form>
  );
}

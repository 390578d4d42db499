import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPENING_HOURS, OPENING_WEEKDAYS, type OpeningHours } from '@shared/warehouse/opening-hours';
import {
  DEFAULT_WAREHOUSE_COUNTRY,
  WAREHOUSE_NOTES_MAX_LENGTH,
  WarehouseAddressInputSchema,
  type WarehouseAddress,
} from '@shared/warehouse/warehouse-address-schema';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { validationText } from '@/lib/validation-text';
import type { WarehouseActions } from '../hooks/use-warehouse-actions';
import { OpeningHoursFields, type OpeningHoursErrors } from './opening-hours-fields';

interface WarehouseFormProps {
  /** null creates a new address. */
  address: WarehouseAddress | null;
  actions: WarehouseActions;
  onDone: () => void;
}

const REQUIRED = ['name', 'street_address', 'city', 'state', 'postal_code'] as const;
const OPTIONAL = ['country', 'contact_person', 'phone', 'access_code'] as const;

const valuesOf = (address: WarehouseAddress | null) => ({
  name: address?.name ?? '',
  street_address: address?.street_address ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  postal_code: address?.postal_code ?? '',
  country: address?.country ?? DEFAULT_WAREHOUSE_COUNTRY,
  contact_person: address?.contact_person ?? '',
  phone: address?.phone ?? '',
  access_code: address?.access_code ?? '',
  notes: address?.notes ?? '',
  // An edit keeps the address active or not; activating is its own action.
  is_active: address?.is_active ?? false,
  opening_hours: address?.opening_hours ?? DEFAULT_OPENING_HOURS,
});

type HoursErrors = FieldErrors<{ opening_hours: OpeningHours }>['opening_hours'];

/** The schema's refusals of the hours, by day and range, translated. */
function openingHoursErrors(t: TFunction, errors: HoursErrors): OpeningHoursErrors {
  const found: OpeningHoursErrors = {};
  for (const day of OPENING_WEEKDAYS) {
    const dayErrors = errors?.[day];
    if (!dayErrors) continue;
    const ranges = Array.from({ length: Array.isArray(dayErrors) ? dayErrors.length : 0 }, (_, index) => ({
      open: validationText(t, dayErrors[index]?.open?.message),
      close: validationText(t, dayErrors[index]?.close?.message),
    }));
    found[day] = { day: validationText(t, dayErrors.message ?? dayErrors.root?.message), ranges };
  }
  return found;
}

/** Create or edit a warehouse address, checked with the same schema the API uses. */
export function WarehouseForm({ address, actions, onDone }: WarehouseFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, control } = useForm({ resolver: zodResolver(WarehouseAddressInputSchema), defaultValues: valuesOf(address) });
  const error = (field: keyof typeof formState.errors) => validationText(t, formState.errors[field]?.message);
  const label = (field: string) => t(`adminSettings.warehouses.form.${field}`);

  const onSubmit = handleSubmit(async (input) => {
    if (await actions.save(address?.id ?? null, input)) onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={actions.saving || undefined} className="space-y-4" data-testid="warehouse-form">
      <h3 className="text-base font-semibold text-slate-900">{label(address ? 'editTitle' : 'createTitle')}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {REQUIRED.map((field) => (
          <TextField key={field} label={label(field)} required aria-required="true" error={error(field)} {...register(field)} />
        ))}
        {OPTIONAL.map((field) => (
          <TextField key={field} label={label(field)} error={error(field)} {...register(field)} />
        ))}
        <FormField label={label('notes')} error={error('notes')} className="md:col-span-2">
          {(field) => <Textarea rows={3} maxLength={WAREHOUSE_NOTES_MAX_LENGTH} {...field} {...register('notes')} />}
        </FormField>
        <Controller
          control={control}
          name="opening_hours"
          render={({ field }) => (
            <OpeningHoursFields value={field.value ?? DEFAULT_OPENING_HOURS} onChange={field.onChange} errors={openingHoursErrors(t, formState.errors.opening_hours)} />
          )}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={actions.saving} onClick={onDone}>
          {label('cancel')}
        </Button>
        <Button type="submit" size="lg" busy={actions.saving} busyText={label('saving')}>
          {label(address ? 'save' : 'create')}
        </Button>
      </div>
    </form>
  );
}

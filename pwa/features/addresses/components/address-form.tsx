import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_PHONE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DeliveryAddressInputSchema,
  STREET_MAX_LENGTH,
  type DeliveryAddress,
  type DeliveryAddressFormValues,
} from '@shared/addresses/delivery-address-schema';
import { US_STATE_CODES } from '@shared/addresses/us-states';
import { NAME_MAX_LENGTH } from '@shared/validation/limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { validationText } from '@/lib/validation-text';
import type { AddressActions } from '../hooks/use-address-actions';
import { AddressField } from './address-field';

interface AddressFormProps {
  /** null adds a new address. */
  address: DeliveryAddress | null;
  actions: AddressActions;
  onDone: () => void;
}

type FieldName = keyof DeliveryAddressFormValues;
const FIELDS: readonly FieldName[] = ['name', 'street1', 'street2', 'city', 'state', 'zip', 'phone'];
const isField = (name: string | undefined): name is FieldName => FIELDS.includes(name as FieldName);

const valuesOf = (address: DeliveryAddress | null): DeliveryAddressFormValues => ({
  name: address?.name ?? '',
  street1: address?.street1 ?? '',
  street2: address?.street2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zip: address?.zip ?? '',
  phone: address?.phone ?? '',
});

/** Add or edit an address, checked with the API's own schema; the carrier's refusal shows above the fields and on the one it blames. */
export function AddressForm({ address, actions, onDone }: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({ resolver: zodResolver(DeliveryAddressInputSchema), defaultValues: valuesOf(address) });
  const error = (field: FieldName) => validationText(t, formState.errors[field]?.message);
  const label = (key: string) => t(`addresses.form.${key}`);
  const language = i18n.resolvedLanguage ?? 'es';
  const states = useMemo(() => {
    const collator = new Intl.Collator(language);
    return US_STATE_CODES.map((code) => ({ code, name: t(`addresses.states.${code}`) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [language, t]);

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    const outcome = await actions.save(address?.id ?? null, input);
    if (outcome.ok) return onDone();
    // The carrier's or the schema's word on one field shows beside it; any other refusal above the fields.
    if (isField(outcome.field)) setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setRefusal(outcome.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={actions.saving || undefined} className="space-y-4" data-testid="address-form">
      {refusal && <Notice tone="destructive">{refusal}</Notice>}
      <div className="grid gap-4 sm:grid-cols-6">
        <AddressField label={label('name')} hint={label('nameHint')} error={error('name')} className="sm:col-span-6">
          {(control) => <Input {...control} autoComplete="name" maxLength={NAME_MAX_LENGTH} required aria-required="true" {...register('name')} />}
        </AddressField>
        <AddressField label={label('street1')} error={error('street1')} className="sm:col-span-6">
          {(control) => <Input {...control} autoComplete="address-line1" maxLength={STREET_MAX_LENGTH} required aria-required="true" {...register('street1')} />}
        </AddressField>
        <AddressField label={label('street2')} error={error('street2')} className="sm:col-span-6">
          {(control) => <Input {...control} autoComplete="address-line2" maxLength={STREET_MAX_LENGTH} {...register('street2')} />}
        </AddressField>
        <AddressField label={label('city')} error={error('city')} className="sm:col-span-6">
          {(control) => <Input {...control} autoComplete="address-level2" maxLength={CITY_MAX_LENGTH} required aria-required="true" {...register('city')} />}
        </AddressField>
        <AddressField label={label('state')} error={error('state')} className="sm:col-span-4">
          {(control) => (
            <Select {...control} autoComplete="address-level1" required aria-required="true" {...register('state')}>
              <option value="" disabled>
                {label('statePlaceholder')}
              </option>
              {states.map(({ code, name }) => (
                <option key={code} value={code}>{`${name} (${code})`}</option>
              ))}
            </Select>
          )}
        </AddressField>
        <AddressField label={label('zip')} error={error('zip')} className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="postal-code" inputMode="numeric" maxLength={10} required aria-required="true" {...register('zip')} />}
        </AddressField>
        <AddressField label={label('phone')} hint={label('phoneHint')} error={error('phone')} className="sm:col-span-6">
          {(control) => <Input {...control} type="tel" autoComplete="tel" maxLength={ADDRESS_PHONE_MAX_LENGTH} required aria-required="true" {...register('phone')} />}
        </AddressField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={actions.saving} onClick={onDone}>
          {label('cancel')}
        </Button>
        <Button type="submit" size="lg" busy={actions.saving} busyText={label('saving')}>
          {label('save')}
        </Button>
      </div>
    </form>
  );
}

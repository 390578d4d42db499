import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneFields } from '@/components/ui/phone-fields';
import { TextField } from '@/components/ui/text-field';
import type { BillingFieldName, BillingFormValues } from '../model/billing-schema';
import { BirthDateSelects } from './birth-date-selects';
import { CountrySelect } from './country-select';
import { useFieldError } from '../hooks/use-field-error';

interface BillingFieldsProps {
  register: UseFormRegister<BillingFormValues>;
  control: Control<BillingFormValues>;
  errors: FieldErrors<BillingFormValues>;
  onEdit: (name: BillingFieldName) => void;
  requireAll: boolean;
}

/** The billing fields of part 1 section 2; the browser marks the required ones too. */
export function BillingFields({ register, control, errors, onEdit, requireAll }: BillingFieldsProps) {
  const { t } = useTranslation();
  const phoneCountry = useWatch({ control, name: 'phoneCountry' });
  const errorOf = useFieldError(errors);
  const field = (name: BillingFieldName) => register(name, { onChange: () => onEdit(name) });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{t('payment.billing.legend')}</legend>
      <TextField label={t('payment.billing.fullName')} autoComplete="name" required error={errorOf('fullName')} {...field('fullName')} />
      <TextField label={t('payment.billing.email')} type="email" autoComplete="email" required error={errorOf('email')} {...field('email')} />
      <PhoneFields
        legend={t('payment.billing.phone')}
        countryLabel={t('payment.billing.phoneCountryCode')}
        numberLabel={t('payment.billing.phoneNumber')}
        required
        country={phoneCountry}
        countryField={field('phoneCountry')}
        numberField={field('phoneNumber')}
        countryError={errorOf('phoneCountry')}
        numberError={errorOf('phoneNumber')}
      />
      <TextField label={t('payment.billing.streetAddress')} autoComplete="address-line1" required error={errorOf('streetAddress')} {...field('streetAddress')} />
      <TextField label={t('payment.billing.apartment')} autoComplete="address-line2" error={errorOf('apartment')} {...field('apartment')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('payment.billing.city')} autoComplete="address-level2" required error={errorOf('city')} {...field('city')} />
        <TextField
          label={t(requireAll ? 'payment.billing.stateProvince' : 'payment.billing.stateProvinceOptional')}
          autoComplete="address-level1"
          required={requireAll}
          error={errorOf('stateProvince')} {...field('stateProvince')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('payment.billing.postalCode')} autoComplete="postal-code" required error={errorOf('postalCode')} {...field('postalCode')} />
        <CountrySelect field={field('country')} error={errorOf('country')} />
      </div>
      <BirthDateSelects
        dayField={field('birthDay')}
        monthField={field('birthMonth')}
        yearField={field('birthYear')}
        error={errorOf('birthDay')}
        required={requireAll}
      />
    </fieldset>
  );
}

import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { countryOptions } from '../model/countries';

/** The billing country (about 95), sorted by name in the current language. */
export function CountrySelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'es';
  const options = useMemo(() => countryOptions((code) => t(`countries.${code}`), language), [t, language]);
  return (
    <div>
      <Label htmlFor={id}>{t('payment.billing.country')}</Label>
      <Select
        id={id}
        className="mt-1"
        autoComplete="country"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      >
        <option value="">{t('payment.billing.countryPlaceholder')}</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shared/phone/country-codes';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

interface PhoneInputsProps {
  codeField: UseFormRegisterReturn;
  numberField: UseFormRegisterReturn;
  codeError?: string;
  numberError?: string;
}

/** Billing phone: country code (default +1) and number, each with its own label. */
export function PhoneInputs({ codeField, numberField, codeError, numberError }: PhoneInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('payment.billing.phone')}</legend>
      <div className="mt-1 flex gap-2">
        <div className="w-28 shrink-0 sm:w-40">
          <Label htmlFor={`${id}-code`} className="sr-only">{t('payment.billing.phoneCountryCode')}</Label>
          <Select
            id={`${id}-code`}
            autoComplete="tel-country-code"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${id}-code-error` : undefined}
            {...codeField}
          >
            {COUNTRY_CODES.map(({ code, countries }) => (
              <option key={code} value={code}>
                {`${code} ${countries.map((country) => t(`billingCountries.${country}`)).join(' / ')}`}
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-number`} className="sr-only">{t('payment.billing.phoneNumber')}</Label>
          <Input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? `${id}-number-error` : undefined}
            {...numberField}
          />
        </div>
      </div>
      <FieldError id={`${id}-code-error`}>{codeError}</FieldError>
      <FieldError id={`${id}-number-error`}>{numberError}</FieldError>
    </fieldset>
  );
}

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shared/phone/country-codes';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

interface PhoneFieldsProps {
  codeField: UseFormRegisterReturn;
  numberField: UseFormRegisterReturn;
  codeError?: string;
  numberError?: string;
}

/** Country-code select plus number, under one legend; both halves have their own label. */
export function PhoneFields({ codeField, numberField, codeError, numberError }: PhoneFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const codeErrorId = `${id}-code-error`;
  const numberErrorId = `${id}-number-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('registration.phone')}</legend>
      <div className="mt-1 flex gap-2">
        <div className="w-32 shrink-0 sm:w-44">
          <Label htmlFor={`${id}-code`} className="sr-only">
            {t('registration.countryCode')}
          </Label>
          <Select
            id={`${id}-code`}
            autoComplete="tel-country-code"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? codeErrorId : undefined}
            {...codeField}
          >
            {COUNTRY_CODES.map(({ code, countries }) => (
              <option key={code} value={code}>
                {`${code} ${countries.map((country) => t(`countries.${country}`)).join(' / ')}`}
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-number`} className="sr-only">
            {t('registration.phoneNumber')}
          </Label>
          <Input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('registration.phoneNumberPlaceholder')}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? numberErrorId : undefined}
            {...numberField}
          />
        </div>
      </div>
      <FieldError id={codeErrorId}>{codeError}</FieldError>
      <FieldError id={numberErrorId}>{numberError}</FieldError>
    </fieldset>
  );
}

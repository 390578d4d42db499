import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shared/phone/country-codes';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';

interface PhoneFieldsProps {
  legend: string;
  codeLabel: string;
  numberLabel: string;
  codeField: UseFormRegisterReturn;
  numberField: UseFormRegisterReturn;
  codeError?: string;
  numberError?: string;
  placeholder?: string;
  required?: boolean;
}

/** Country-code select (the shared list, default +1) plus number, under one legend; both halves have their own label. */
export function PhoneFields({ legend, codeLabel, numberLabel, codeField, numberField, codeError, numberError, placeholder, required }: PhoneFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const codeErrorId = `${id}-code-error`;
  const numberErrorId = `${id}-number-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-2">
        <div className="w-32 shrink-0 sm:w-44">
          <Label htmlFor={`${id}-code`} className="sr-only">
            {codeLabel}
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
            {numberLabel}
          </Label>
          <Input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={placeholder}
            required={required}
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

import { useId, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOf, isPhoneCountry } from '@shared/phone/phone-rules';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { fieldClasses, Input } from './input';
import { Label } from './label';
import { phoneCountryGroups, type PhoneCountryOption } from './phone/phone-country-options';
import { exampleNumberOf } from './phone/phone-example';

interface PhoneFieldsProps {
  legend: string;
  countryLabel: string;
  numberLabel: string;
  /** The chosen region (AR), shown as its calling code and used for the example number. */
  country: string;
  /** The select's own props: a form library's registration, or a name and default value. */
  countryField: ComponentProps<'select'>;
  numberField: ComponentProps<'input'>;
  countryError?: string;
  numberError?: string;
  required?: boolean;
}

// Region names come from the runtime's Intl: a prerendering's (Node's ICU) may word or sort one differently from the
// browser's, which is no reason to throw the page's hydration away. The prerendered names stay until a language switch.
const optionsOf = (options: PhoneCountryOption[]) =>
  options.map(({ country, name, code }) => (
    <option key={country} value={country} suppressHydrationWarning>
      {`${name} (${code})`}
    </option>
  ));

/**
 * Country (every region, the spec's first) plus number, under one legend. The native select stays for phones,
 * keyboards and screen readers, but invisible over a face that shows only the region and its code, so the
 * code is never cut off on a narrow screen.
 */
export function PhoneFields(props: PhoneFieldsProps) {
  const { legend, countryLabel, numberLabel, country, countryField, numberField, countryError, numberError, required } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'es';
  const groups = useMemo(() => phoneCountryGroups(language), [language]);
  const known = isPhoneCountry(country) ? country : null;
  const example = known ? exampleNumberOf(known) : '';
  const countryErrorId = `${id}-country-error`;
  const numberErrorId = `${id}-number-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex gap-2">
        <div className="relative w-28 shrink-0 rounded-lg focus-within:ring-2 focus-within:ring-cyan-600">
          <div
            aria-hidden="true"
            data-testid="phone-country-face"
            className={cn(fieldClasses, 'flex items-center gap-1.5 whitespace-nowrap pr-2', countryError && 'border-red-500')}
          >
            <span className="text-xs font-medium text-slate-500">{known}</span>
            <span className="font-medium">{known && callingCodeOf(known)}</span>
            <svg viewBox="0 0 20 20" className="ml-auto size-4 shrink-0 text-slate-500" fill="currentColor">
              <path d="M5.5 7.5 10 12l4.5-4.5z" />
            </svg>
          </div>
          <Label htmlFor={`${id}-country`} className="sr-only">
            {countryLabel}
          </Label>
          <select
            id={`${id}-country`}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? countryErrorId : undefined}
            {...countryField}
          >
            {/* Until a region is chosen (a prerendered form knows no reader's region). */}
            <option value="" disabled hidden>
              {countryLabel}
            </option>
            <optgroup label={t('phone.commonCountries')}>{optionsOf(groups.common)}</optgroup>
            <optgroup label={t('phone.allCountries')}>{optionsOf(groups.all)}</optgroup>
          </select>
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
            placeholder={example ? t('phone.example', { example }) : undefined}
            required={required}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? numberErrorId : undefined}
            {...numberField}
          />
        </div>
      </div>
      <FieldError id={countryErrorId}>{countryError}</FieldError>
      <FieldError id={numberErrorId}>{numberError}</FieldError>
    </fieldset>
  );
}

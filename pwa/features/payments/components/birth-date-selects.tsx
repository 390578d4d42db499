import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { BIRTH_DAYS, BIRTH_MONTHS, birthYears } from '../model/birth-date';

interface BirthDateSelectsProps {
  dayField: UseFormRegisterReturn;
  monthField: UseFormRegisterReturn;
  yearField: UseFormRegisterReturn;
  error?: string;
  required: boolean;
}

/** Date of birth as three selects: day, month, year (18 years back down to 1924). */
export function BirthDateSelects({ dayField, monthField, yearField, error, required }: BirthDateSelectsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const years = useMemo(() => birthYears(new Date()), []);
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-US' : 'es-ES', { month: 'long', timeZone: 'UTC' });
    return (month: number) => format.format(new Date(Date.UTC(2000, month - 1, 1)));
  }, [i18n.resolvedLanguage]);
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    required,
  } as const;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {t(required ? 'payment.billing.dateOfBirth' : 'payment.billing.dateOfBirthOptional')}
      </legend>
      <div className="mt-1 grid grid-cols-[1fr_2fr_1.4fr] gap-2">
        <div>
          <Label htmlFor={`${id}-day`} className="sr-only">{t('payment.billing.birthDay')}</Label>
          <Select id={`${id}-day`} autoComplete="bday-day" {...described} {...dayField}>
            <option value="">{t('payment.billing.birthDay')}</option>
            {BIRTH_DAYS.map((day) => <option key={day} value={String(day)}>{day}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-month`} className="sr-only">{t('payment.billing.birthMonth')}</Label>
          <Select id={`${id}-month`} autoComplete="bday-month" {...described} {...monthField}>
            <option value="">{t('payment.billing.birthMonth')}</option>
            {BIRTH_MONTHS.map((month) => <option key={month} value={String(month)}>{monthName(month)}</option>)}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-year`} className="sr-only">{t('payment.billing.birthYear')}</Label>
          <Select id={`${id}-year`} autoComplete="bday-year" {...described} {...yearField}>
            <option value="">{t('payment.billing.birthYear')}</option>
            {years.map((year) => <option key={year} value={String(year)}>{year}</option>)}
          </Select>
        </div>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

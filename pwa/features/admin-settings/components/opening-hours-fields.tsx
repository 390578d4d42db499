import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_OPENING_HOURS,
  OPENING_RANGES_PER_DAY_MAX,
  OPENING_WEEKDAYS,
  openingTimeMinutes,
  type OpeningHours,
  type OpeningRange,
  type OpeningWeekday,
} from '@shared/warehouse/opening-hours';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { isAppLanguage } from '@/lib/languages';
import { weekdayNames } from '@/lib/weekday-names';
import { openingDayNumber } from '../model/opening-hours-summary';

/** A message per day (too many ranges) and per range field, already translated. */
export type OpeningHoursErrors = Partial<Record<OpeningWeekday, { day?: string; ranges: Partial<Record<'open' | 'close', string>>[] }>>;

interface OpeningHoursFieldsProps {
  value: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  errors: OpeningHoursErrors;
}

/** A day opened again starts with the usual hours; a range added starts an hour after the day's last one ends. */
const FIRST_RANGE: OpeningRange = DEFAULT_OPENING_HOURS.monday[0]!;
const LAST_MINUTE = 23 * 60 + 59;
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
function nextRange(ranges: readonly OpeningRange[]): OpeningRange {
  const last = ranges.at(-1);
  if (!last) return { ...FIRST_RANGE };
  const open = Math.min(openingTimeMinutes(last.close) + 60, LAST_MINUTE - 60);
  return { open: timeOf(open), close: timeOf(Math.min(open + 60, LAST_MINUTE)) };
}

/** The week's opening hours, Monday first: each day open or closed, and its ranges (New York time). */
export function OpeningHoursFields({ value, onChange, errors }: OpeningHoursFieldsProps) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es', 'long');
  const text = (key: string, values?: Record<string, unknown>) => t(`adminSettings.warehouses.hours.${key}`, values);
  const setDay = (day: OpeningWeekday, ranges: OpeningRange[]) => onChange({ ...value, [day]: ranges });

  return (
    <fieldset className="md:col-span-2" data-testid="opening-hours">
      <legend className="text-sm font-semibold text-slate-900">{text('title')}</legend>
      <p className="text-sm text-slate-600">{text('hint')}</p>
      <div className="mt-2 space-y-2">
        {OPENING_WEEKDAYS.map((day) => (
          <OpeningDayFields
            key={day}
            name={names[openingDayNumber(day)]!}
            ranges={value[day]}
            onChange={(ranges) => setDay(day, ranges)}
            errors={errors[day]}
            text={text}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface OpeningDayFieldsProps {
  name: string;
  ranges: OpeningRange[];
  onChange: (ranges: OpeningRange[]) => void;
  errors: OpeningHoursErrors[OpeningWeekday];
  text: (key: string, values?: Record<string, unknown>) => string;
}

function OpeningDayFields({ name, ranges, onChange, errors, text }: OpeningDayFieldsProps) {
  const id = useId();
  const open = ranges.length > 0;
  const edit = (index: number, field: keyof OpeningRange, time: string) => onChange(ranges.map((range, at) => (at === index ? { ...range, [field]: time } : range)));

  return (
    <fieldset
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[9rem_1fr] sm:items-start"
      aria-describedby={errors?.day ? `${id}-day-error` : undefined}
      data-testid="opening-day"
    >
      <legend className="sr-only">{name}</legend>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
        <NativeCheckbox checked={open} onChange={(event) => onChange(event.target.checked ? [{ ...FIRST_RANGE }] : [])} />
        <span className="first-letter:uppercase">{name}</span>
        <span className="sr-only">, {text('open')}</span>
      </label>
      <div className="min-w-0 space-y-2">
        {!open && <p className="flex min-h-11 items-center text-sm text-slate-600">{text('closed')}</p>}
        {ranges.map((range, index) => (
          <div key={index} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            {(['open', 'close'] as const).map((field) => {
              const fieldId = `${id}-${index}-${field}`;
              const error = errors?.ranges[index]?.[field];
              return (
                <div key={field}>
                  <Label htmlFor={fieldId}>
                    <span className="sr-only">{text('rangeName', { day: name, number: index + 1 })} </span>
                    {text(field === 'open' ? 'opens' : 'closes')}
                  </Label>
                  <Input
                    id={fieldId}
                    type="time"
                    step={60}
                    className="mt-1"
                    value={range[field]}
                    onChange={(event) => edit(index, field, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                  />
                  <FieldError id={`${fieldId}-error`}>{error}</FieldError>
                </div>
              );
            })}
            <Button
              variant="outline"
              className="col-span-2 min-h-11 sm:col-span-1"
              onClick={() => onChange(ranges.filter((_, at) => at !== index))}
              aria-label={text('removeNamed', { day: name, number: index + 1 })}
            >
              {text('remove')}
            </Button>
          </div>
        ))}
        {open && (
          <Button
            variant="outline"
            className="min-h-11"
            disabled={ranges.length >= OPENING_RANGES_PER_DAY_MAX}
            onClick={() => onChange([...ranges, nextRange(ranges)])}
            aria-label={text('addNamed', { day: name })}
          >
            {text('add')}
          </Button>
        )}
        <FieldError id={`${id}-day-error`}>{errors?.day}</FieldError>
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_NUMBERS, windowSlots, type PickupWindow } from '@shared/pickup/pickup-hours';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Select } from '@/components/ui/select';
import { isAppLanguage } from '@/lib/languages';
import { weekdayNames } from '@/lib/weekday-names';

/** Every half hour of a day, the times a window may start or end at. */
const DAY_TIMES = windowSlots({ weekdays: [], from: '00:00', to: '23:30' });
/** Monday first: how the warehouse reads its week. */
const WEEK_ORDER = [...WEEKDAY_NUMBERS.slice(1), WEEKDAY_NUMBERS[0]];

export type WindowErrors = Partial<Record<'weekdays' | 'from' | 'to', string>>;

interface PickupWindowFieldsProps {
  index: number;
  window: PickupWindow;
  onChange: (window: PickupWindow) => void;
  onRemove: () => void;
  errors: WindowErrors;
}

/** One window of flexible pickup: its days, and its first and last pickup time. */
export function PickupWindowFields({ index, window, onChange, onRemove, errors }: PickupWindowFieldsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const names = weekdayNames(isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es', 'long');
  const toggle = (day: number, on: boolean) =>
    onChange({ ...window, weekdays: on ? [...window.weekdays, day].sort((a, b) => a - b) : window.weekdays.filter((other) => other !== day) });

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="pickup-window">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('adminSettings.pickup.window', { number: index + 1 })}</legend>
      <div role="group" aria-labelledby={`${id}-days`} aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
        <p id={`${id}-days`} className="text-sm font-medium text-slate-800">{t('adminSettings.pickup.days')}</p>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {WEEK_ORDER.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <NativeCheckbox checked={window.weekdays.includes(day)} onChange={(event) => toggle(day, event.target.checked)} aria-invalid={errors.weekdays ? true : undefined} />
              {names[day]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-days-error`}>{errors.weekdays}</FieldError>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        {(['from', 'to'] as const).map((field) => (
          <div key={field}>
            <Label htmlFor={`${id}-${field}`}>{t(`adminSettings.pickup.${field}`)}</Label>
            <Select
              id={`${id}-${field}`}
              className="mt-1"
              value={window[field]}
              onChange={(event) => onChange({ ...window, [field]: event.target.value })}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            >
              {DAY_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>
          </div>
        ))}
        <Button variant="outline" className="sm:mt-6" onClick={onRemove} aria-label={t('adminSettings.pickup.removeNamed', { number: index + 1 })}>
          {t('adminSettings.pickup.remove')}
        </Button>
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupHours } from '@shared/pickup/pickup-window-schema';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, type CurrentBooking } from '../model/slot-views';
import { FlexibleHoursNote } from './flexible-hours-note';
import { PickupCalendar } from './pickup-calendar';
import { SlotPicker } from './slot-picker';

interface PickupWhenFieldsProps {
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  dateError?: string;
  timeError?: string;
  now: Date;
  current?: CurrentBooking | null;
  /** The customer's pickup hours. */
  hours: PickupHours;
}

function FieldMessage({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** The day (calendar of the days ahead with pickup hours) and the time (the day's slots), New York time. */
export function PickupWhenFields({ date, time, onDateChange, onTimeChange, dateError, timeError, now, current, hours }: PickupWhenFieldsProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const id = useId();
  return (
    <div className="space-y-5">
      <div>
        <p id={`${id}-date`} className="text-sm font-medium text-slate-800">{t('pickup.form.date')}</p>
        <p className="text-xs text-slate-500">{t(hours.flexible ? 'pickup.form.dateHintFlexible' : 'pickup.form.dateHint')}</p>
        <FlexibleHoursNote hours={hours} className="text-xs text-cyan-900" />
        <div className="mt-2">
          <PickupCalendar value={date || null} onChange={onDateChange} now={now} labelledBy={`${id}-date`} invalid={Boolean(dateError)} hours={hours.hours} />
        </div>
        <FieldMessage id={`${id}-date-error`}>{dateError}</FieldMessage>
      </div>
      <div>
        <p id={`${id}-time`} className="text-sm font-medium text-slate-800 first-letter:uppercase">
          {date ? t('pickup.form.timeOn', { day: formatPickupDay(date, language) }) : t('pickup.form.time')}
        </p>
        <p className="mb-2 text-xs text-slate-500">{t(hours.flexible ? 'pickup.form.timeHintFlexible' : 'pickup.form.timeHint')}</p>
        <SlotPicker date={date || null} value={time} onChange={onTimeChange} now={now} labelledBy={`${id}-time`} current={current} invalid={Boolean(timeError)} />
        <FieldMessage id={`${id}-time-error`}>{timeError}</FieldMessage>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, type CurrentBooking } from '../model/slot-views';
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
}

function FieldMessage({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** The day (calendar of weekdays ahead) and the time (the day's slots), New York time. */
export function PickupWhenFields({ date, time, onDateChange, onTimeChange, dateError, timeError, now, current }: PickupWhenFieldsProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const id = useId();
  return (
    <div className="space-y-5">
      <div>
        <p id={`${id}-date`} className="text-sm font-medium text-slate-800">{t('pickup.form.date')}</p>
        <p className="mb-2 text-xs text-slate-500">{t('pickup.form.dateHint')}</p>
        <PickupCalendar value={date || null} onChange={onDateChange} now={now} labelledBy={`${id}-date`} invalid={Boolean(dateError)} />
        <FieldMessage id={`${id}-date-error`}>{dateError}</FieldMessage>
      </div>
      <div>
        <p id={`${id}-time`} className="text-sm font-medium text-slate-800 first-letter:uppercase">
          {date ? t('pickup.form.timeOn', { day: formatPickupDay(date, language) }) : t('pickup.form.time')}
        </p>
        <p className="mb-2 text-xs text-slate-500">{t('pickup.form.timeHint')}</p>
        <SlotPicker date={date || null} value={time} onChange={onTimeChange} now={now} labelledBy={`${id}-time`} current={current} invalid={Boolean(timeError)} />
        <FieldMessage id={`${id}-time-error`}>{timeError}</FieldMessage>
      </div>
    </div>
  );
}

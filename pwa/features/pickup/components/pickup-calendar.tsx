import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupWindow } from '@shared/pickup/pickup-hours';
import { cn } from '@/lib/cn';
import { addMonths, buildMonthGrid, monthOf, nextFocusDate, weekdayColumns, type WeekStart } from '../model/calendar-grid';
import { calendarMonths, firstBookableDate, isCalendarDateEnabled } from '../model/pickup-dates';
import { weekdayNames } from '@/lib/weekday-names';
import { formatMonth, formatPickupDay } from '../model/slot-views';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { MonthNavigation } from './month-navigation';

interface PickupCalendarProps {
  value: string | null;
  onChange: (date: string) => void;
  now: Date;
  labelledBy: string;
  invalid?: boolean;
  /** The customer's pickup hours: which days can be chosen. */
  hours: readonly PickupWindow[];
}

/**
 * A month grid of the next weeks (the WAI-ARIA date picker pattern): one day in the tab order,
 * arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month. Past days
 * and days without pickup hours stay focusable for reading but cannot be chosen.
 */
export function PickupCalendar({ value, onChange, now, labelledBy, invalid, hours }: PickupCalendarProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const weekStart: WeekStart = language === 'en' ? 0 : 1;
  const range = calendarMonths(now);
  const [focused, setFocused] = useState(() => value ?? firstBookableDate(now, hours));
  const [month, setMonth] = useState(() => monthOf(focused));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveByKeyboard = useRef(false);

  useEffect(() => {
    if (!moveByKeyboard.current) return;
    moveByKeyboard.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const inRange = (date: string) => monthOf(date) >= range.first && monthOf(date) <= range.last;
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = nextFocusDate(focused, event.key, weekStart);
    if (next === null) return;
    event.preventDefault();
    if (!inRange(next)) return;
    moveByKeyboard.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };
  const showMonth = (target: string) => {
    setMonth(target);
    if (monthOf(focused) !== target) setFocused(`${target}-01`);
  };

  const names = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');
  const title = formatMonth(month, language);
  return (
    <div className={cn('rounded-xl border p-3', invalid ? 'border-red-500' : 'border-slate-200')}>
      <MonthNavigation
        title={title}
        onPrevious={month > range.first ? () => showMonth(addMonths(month, -1)) : undefined}
        onNext={month < range.last ? () => showMonth(addMonths(month, 1)) : undefined}
      />
      <table ref={gridRef} role="grid" aria-labelledby={labelledBy} className="mt-2 w-full table-fixed border-separate border-spacing-1" onKeyDown={onKeyDown}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {weekdayColumns(weekStart).map((day) => (
              <th key={day} scope="col" abbr={longNames[day]} className="pb-1 text-xs font-medium text-slate-500">
                {names[day]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buildMonthGrid(month, weekStart).map((row, index) => (
            <tr key={index}>
              {row.map((date, column) => (
                <td key={date ?? `blank-${column}`} className="p-0">
                  {date && (
                    <DayButton
                      date={date}
                      label={formatPickupDay(date, language)}
                      enabled={isCalendarDateEnabled(date, now, hours)}
                      selected={date === value}
                      tabbable={date === focused}
                      unavailableText={t('pickup.calendar.unavailableDay')}
                      onChoose={() => {
                        setFocused(date);
                        onChange(date);
                      }}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  label: string;
  enabled: boolean;
  selected: boolean;
  tabbable: boolean;
  unavailableText: string;
  onChoose: () => void;
}

function DayButton({ date, label, enabled, selected, tabbable, unavailableText, onChoose }: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={enabled ? label : `${label}, ${unavailableText}`}
      aria-pressed={selected}
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onChoose()}
      className={cn(
        'flex h-10 w-full items-center justify-center rounded-lg text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-cyan-700',
        enabled ? 'font-medium text-slate-900 hover:bg-cyan-50' : 'cursor-not-allowed text-slate-300',
        selected && 'bg-cyan-700 text-white hover:bg-cyan-800',
      )}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}

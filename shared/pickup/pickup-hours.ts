// No zod here: the pickup calendar needs these rules, not the schemas (decision 101).
import { weekdayOfDateString } from '../time/date-string';

const MINUTES_PER_HOUR = 60;
/** Pickups start on the hour or the half hour. */
export const PICKUP_SLOT_INTERVAL_MINUTES = 30;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Weekday numbers as Date#getUTCDay gives them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Opening hours for pickups: on these weekdays, a slot every half hour from `from` to `to` inclusive, New York time. */
export interface PickupWindow {
  weekdays: number[];
  from: string;
  to: string;
}

const HALF_HOUR_TIME = /^([01]\d|2[0-3]):(00|30)$/;

/** '09:00', '13:30', '23:30': a time a pickup may start at. */
export const isHalfHourTime = (time: string) => HALF_HOUR_TIME.test(time);

export const timeToMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * MINUTES_PER_HOUR + minutes;
};

const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;

/** The slot times of one window, every half hour from its start to its end inclusive. */
export function windowSlots(window: PickupWindow): string[] {
  const slots: string[] = [];
  const last = Math.min(timeToMinutes(window.to), MINUTES_PER_DAY - PICKUP_SLOT_INTERVAL_MINUTES);
  for (let minutes = timeToMinutes(window.from); minutes <= last; minutes += PICKUP_SLOT_INTERVAL_MINUTES) slots.push(minutesToTime(minutes));
  return slots;
}

/** Part 2 section 5: weekdays, every 30 minutes from 09:00 to 17:00, New York time. Every customer has these. */
export const STANDARD_PICKUP_HOURS: readonly PickupWindow[] = [{ weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' }];

/** The Premium plan's flexible pickup out of the box: Saturday mornings and weekday evenings (staff change them in the settings). */
export const DEFAULT_FLEXIBLE_PICKUP_WINDOWS: readonly PickupWindow[] = [
  { weekdays: [6], from: '09:00', to: '13:00' },
  { weekdays: [1, 2, 3, 4, 5], from: '17:30', to: '19:00' },
];

/** The slot times of `date` under `hours`, in order, each once (windows may overlap). */
export function slotTimesOn(date: string, hours: readonly PickupWindow[]): string[] {
  const weekday = weekdayOfDateString(date);
  const times = new Set(hours.filter((window) => window.weekdays.includes(weekday)).flatMap(windowSlots));
  return [...times].sort();
}

/** A customer's pickup hours: everyone's, plus the flexible windows when their plan grants flexible pickup. */
export const pickupHoursOf = (flexible: boolean, flexibleWindows: readonly PickupWindow[]): PickupWindow[] =>
  flexible ? [...STANDARD_PICKUP_HOURS, ...flexibleWindows] : [...STANDARD_PICKUP_HOURS];

/** Whether `time` on `date` is outside everyone's hours: offered by flexible pickup only. */
export const isFlexibleSlot = (date: string, time: string) => !slotTimesOn(date, STANDARD_PICKUP_HOURS).includes(time);

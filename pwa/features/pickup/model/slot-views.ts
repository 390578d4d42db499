import type { PickupSlots } from '@shared/pickup/pickup-schema';
import { isSlotAhead } from '@shared/pickup/pickup-slots';

/** available: bookable; current: the pickup being moved already holds it; full: no places; past: gone or not a pickup day. */
export type SlotState = 'available' | 'current' | 'full' | 'past';

export interface SlotView {
  time: string;
  state: SlotState;
  remaining: number;
  selectable: boolean;
  /** Offered by the Premium plan's flexible pickup only. */
  flexible: boolean;
}

export interface CurrentBooking {
  date: string;
  time: string;
}

/**
 * The day's slots as the picker shows them. When moving a pickup, its own slot stays selectable
 * even if it is full: the server does not count the pickup against itself.
 */
export function slotViews(day: PickupSlots, now: Date, current?: CurrentBooking | null): SlotView[] {
  return day.slots.map(({ time, remaining, available, flexible }) => {
    const isPast = !isSlotAhead(day.date, time, now);
    const isCurrent = !isPast && current?.date === day.date && current.time === time;
    const state: SlotState = isCurrent ? 'current' : available && !isPast ? 'available' : !isPast && remaining <= 0 ? 'full' : 'past';
    return { time, state, remaining: Math.max(0, remaining), selectable: state === 'available' || state === 'current', flexible };
  });
}

const LOCALES = { es: 'es-ES', en: 'en-US' } as const;
export type PickupLanguage = keyof typeof LOCALES;

const FORMATS = {
  time: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
  day: { dateStyle: 'full', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and format: building one is costly, and the picker formats every slot and day it shows. */
function formatter(language: PickupLanguage, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${language}:${format}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[language], FORMATS[format]);
    formatters.set(key, made);
  }
  return made;
}

/** '14:30' reads '14:30' in Spanish and '2:30 PM' in English. */
export function formatSlotTime(time: string, language: PickupLanguage): string {
  return formatter(language, 'time').format(new Date(`1970-01-01T${time}:00Z`));
}

/** A calendar date with its weekday: 'lunes, 9 de marzo de 2026' / 'Monday, March 9, 2026'. */
export function formatPickupDay(date: string, language: PickupLanguage): string {
  return formatter(language, 'day').format(new Date(`${date}T12:00:00Z`));
}

/** The month heading of the calendar: 'marzo de 2026' / 'March 2026'. */
export function formatMonth(month: string, language: PickupLanguage): string {
  return formatter(language, 'month').format(new Date(`${month}-15T12:00:00Z`));
}

const listFormatters = new Map<PickupLanguage, Intl.ListFormat>();

/** 'sábado y domingo' / 'Saturday and Sunday'. */
export function formatList(items: string[], language: PickupLanguage): string {
  let made = listFormatters.get(language);
  if (!made) {
    made = new Intl.ListFormat(LOCALES[language], { style: 'long', type: 'conjunction' });
    listFormatters.set(language, made);
  }
  return made.format(items);
}

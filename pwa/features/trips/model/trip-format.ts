import type { DateLanguage } from '@shared/time/new-york';

const LOCALES: Record<DateLanguage, string> = { es: 'es-ES', en: 'en-US' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: DateLanguage, style: 'day' | 'short' | 'time'): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }
        : style === 'day'
          ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', timeZone: 'UTC' };
    found = new Intl.DateTimeFormat(LOCALES[language], options);
    formatters.set(key, found);
  }
  return found;
}

// A calendar day (YYYY-MM-DD) or a slot (HH:MM) is read at UTC noon or on 1970-01-01 in UTC: the same in every zone.
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'viernes, 20 de marzo' / 'Friday, March 20'. */
export const formatTripDay = (date: string, language: DateLanguage) => formatter(language, 'day').format(noonOf(date));
/** '20 mar' / 'Mar 20'. */
export const formatShortDay = (date: string, language: DateLanguage) => formatter(language, 'short').format(noonOf(date));
/** '9:30' / '9:30 AM'. */
export const formatSlot = (time: string, language: DateLanguage) => formatter(language, 'time').format(new Date(`1970-01-01T${time}:00Z`));

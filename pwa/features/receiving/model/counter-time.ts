import type { DateLanguage } from '@shared/time/new-york';

const LOCALES: Record<DateLanguage, string> = { es: 'es-ES', en: 'en-US' };

/** A slot's "15:00" as the reader says it (3:00 PM, 15:00); the slot is already New York time. */
export function formatCounterTime(time: string, language: DateLanguage): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  return new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

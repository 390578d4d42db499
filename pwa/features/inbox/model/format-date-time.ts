import { NEW_YORK_TIME_ZONE, type DateLanguage } from '@shared/time/new-york';

const LOCALES: Record<DateLanguage, string> = { es: 'es-ES', en: 'en-US' };

/** An instant as New York's date and time (part 2 section 1). */
export function formatNewYorkDateTime(iso: string, language: DateLanguage): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: NEW_YORK_TIME_ZONE }).format(instant);
}

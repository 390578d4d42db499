import type { AppLanguage } from './languages';

const LOCALES: Record<AppLanguage, string> = { es: 'es-ES', en: 'en-US' };
const made = new Map<string, string[]>();

/** Weekday names indexed by weekday number (0 = Sunday): 'lun' / 'Mon', or 'lunes' / 'Monday'. */
export function weekdayNames(language: AppLanguage, width: 'short' | 'long'): string[] {
  const key = `${language}:${width}`;
  let names = made.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(LOCALES[language], { weekday: width, timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    names = Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day, 12))));
    made.set(key, names);
  }
  return names;
}

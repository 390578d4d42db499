import type { DateLanguage } from '../time/new-york';

// US dollars as the customers read them in Miami: "$12.50" in both languages (es-US, not Spain's "12,50 US$").
const LOCALES: Record<DateLanguage, string> = { es: 'es-US', en: 'en-US' };
const formatters = new Map<DateLanguage, Intl.NumberFormat>();

/** Cents as dollars in the reader's language: 1250 → "$12.50". */
export function formatUsd(cents: number, language: DateLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

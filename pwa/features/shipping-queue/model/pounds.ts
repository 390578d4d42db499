/** Ounces as pounds in the reader's language ('2.5 lb'); es-419 keeps the decimal point staff type on the scale's weights. */
const LOCALES = { es: 'es-419', en: 'en-US' } as const;
export type NumberLanguage = keyof typeof LOCALES;

const formatters = new Map<NumberLanguage, Intl.NumberFormat>();

export function formatPounds(ounces: number, language: NumberLanguage): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'pound', unitDisplay: 'short', maximumFractionDigits: 2 });
    formatters.set(language, formatter);
  }
  return formatter.format(ounces / 16);
}

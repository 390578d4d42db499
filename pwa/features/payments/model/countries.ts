/**
 * The billing country list (part 1 section 2: "about 95 countries"), as ISO 3166-1 alpha-2 codes.
 * Names come from the `countries` locale file, sorted in the reader's language.
 */
export const BILLING_COUNTRIES = [
  // Americas
  'US', 'CA', 'MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA', 'CU', 'DO', 'PR', 'HT', 'JM', 'TT', 'BS', 'BB',
  'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE',
  // Europe
  'ES', 'PT', 'FR', 'DE', 'IT', 'GB', 'IE', 'NL', 'BE', 'LU', 'CH', 'AT', 'DK', 'SE', 'NO', 'FI', 'IS', 'PL',
  'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'RS', 'UA', 'RU', 'TR', 'EE', 'LV', 'LT', 'MT', 'CY',
  // Asia and the Middle East
  'CN', 'JP', 'KR', 'IN', 'ID', 'PH', 'VN', 'TH', 'MY', 'SG', 'HK', 'TW', 'PK', 'BD', 'AE', 'SA', 'IL', 'QA',
  'KW', 'LB', 'JO',
  // Africa and Oceania
  'ZA', 'EG', 'MA', 'NG', 'KE', 'GH', 'DZ', 'TN', 'AU', 'NZ',
] as const;

export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export const isBillingCountry = (value: string): value is BillingCountry => (BILLING_COUNTRIES as readonly string[]).includes(value);

/** The countries as select options, sorted by their name in the given language. */
export function countryOptions(nameOf: (code: BillingCountry) => string, language: string) {
  const collator = new Intl.Collator(language);
  return BILLING_COUNTRIES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
}

import { COUNTRY_CODE_PATTERN, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../validation/limits';

export interface CountryCode {
  code: string;
  /** i18n key under `countries.` for the label shown beside the code. */
  countries: readonly string[];
}

/** The longer of the spec's two lists; +1 serves the United States and Canada. */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { code: '+1', countries: ['US', 'CA'] },
  { code: '+54', countries: ['AR'] },
  { code: '+34', countries: ['ES'] },
  { code: '+33', countries: ['FR'] },
  { code: '+49', countries: ['DE'] },
  { code: '+39', countries: ['IT'] },
  { code: '+44', countries: ['GB'] },
  { code: '+55', countries: ['BR'] },
  { code: '+52', countries: ['MX'] },
  { code: '+57', countries: ['CO'] },
  { code: '+51', countries: ['PE'] },
  { code: '+56', countries: ['CL'] },
  { code: '+598', countries: ['UY'] },
  { code: '+58', countries: ['VE'] },
  { code: '+591', countries: ['BO'] },
  { code: '+593', countries: ['EC'] },
  { code: '+595', countries: ['PY'] },
];

export const DEFAULT_COUNTRY_CODE = '+1';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export const isValidCountryCode = (code: string) => COUNTRY_CODE_PATTERN.test(code.trim());

export function isValidPhoneNumber(number: string): boolean {
  const digits = digitsOnly(number).length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** "The phone is sent as country code plus digits": +54 and "11 2233-4455" give +541122334455. */
export const composePhone = (countryCode: string, number: string) => `${countryCode.trim()}${digitsOnly(number)}`;

/** A composed phone as the API accepts it: a plus, 1-4 code digits and 6-15 number digits. */
export const COMPOSED_PHONE_PATTERN = new RegExp(`^\\+\\d{${1 + PHONE_DIGITS_MIN},${4 + PHONE_DIGITS_MAX}}$`);

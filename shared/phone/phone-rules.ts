import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { COUNTRY_CODES, digitsOnly } from './country-codes';

/** An ISO 3166 region the phone metadata knows (AR, US, GG...). */
export type PhoneCountry = CountryCode;

/** Every region of the phone metadata ("min": lengths and leading digits, small enough for a form's chunk). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries();

/** The spec's countries, in the spec's order (+1 United States first, the default). */
export const SPEC_PHONE_COUNTRIES: readonly PhoneCountry[] = COUNTRY_CODES.flatMap(({ countries }) => countries).filter(isPhoneCountry);

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && isSupportedCountry(value);
}

export const callingCodeOf = (country: PhoneCountry) => `+${getCountryCallingCode(country)}`;

/** Digits only, keeping a leading plus the user typed (an international number overrides the chosen country). */
const cleaned = (number: string) => `${number.trim().startsWith('+') ? '+' : ''}${digitsOnly(number)}`;

/**
 * The number as stored (plus, calling code, national digits; a trunk 0 dropped) when it is a valid number
 * under the chosen country's calling code, else null. Regions sharing a code (US and Canada) accept each
 * other's numbers: what is stored, and all the server can check, is the code plus the digits.
 */
export function phoneForCountry(number: string, country: PhoneCountry): string | null {
  const phone = parsePhoneNumberFromString(cleaned(number), country);
  if (!phone?.isValid() || phone.countryCallingCode !== getCountryCallingCode(country)) return null;
  return phone.number;
}

export const isValidForCountry = (number: string, country: PhoneCountry) => phoneForCountry(number, country) !== null;

/** A composed phone (+541122334455) is a real number of its calling code. */
export const isValidComposedPhone = (phone: string) => parsePhoneNumberFromString(phone)?.isValid() === true;

/** The region and national digits of a stored phone, to fill a form; the fallback region when it cannot tell. */
export function splitStoredPhone(phone: string, fallback: PhoneCountry): { country: PhoneCountry; nationalNumber: string } {
  const parsed = phone.startsWith('+') ? parsePhoneNumberFromString(phone) : undefined;
  if (parsed?.country) return { country: parsed.country, nationalNumber: parsed.nationalNumber };
  const byLength = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length);
  const known = byLength.find(({ code }) => phone.startsWith(code));
  const country = known?.countries.find(isPhoneCountry);
  if (known && country) return { country, nationalNumber: phone.slice(known.code.length) };
  return { country: fallback, nationalNumber: digitsOnly(phone) };
}

/** The region of the first browser language that names one (es-AR gives AR), else +1's United States. */
export function defaultPhoneCountry(languageTags: readonly string[]): PhoneCountry {
  for (const tag of languageTags) {
    try {
      const region = new Intl.Locale(tag).region;
      if (isPhoneCountry(region)) return region;
    } catch {
      // A malformed tag names no region.
    }
  }
  return DEFAULT_PHONE_COUNTRY;
}

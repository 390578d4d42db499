import { callingCodeOf, PHONE_COUNTRIES, SPEC_PHONE_COUNTRIES, type PhoneCountry } from '@shared/phone/phone-rules';

export interface PhoneCountryOption {
  country: PhoneCountry;
  /** The region's name in the UI language (Intl.DisplayNames), or its ISO code where the browser has none. */
  name: string;
  code: string;
}

export interface PhoneCountryGroups {
  /** The spec's countries, in its order (+1 first). */
  common: PhoneCountryOption[];
  /** Every country of the phone metadata, by name. */
  all: PhoneCountryOption[];
}

function regionNamer(language: string): (country: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  return (country) => names?.of(country) ?? country;
}

const cache = new Map<string, PhoneCountryGroups>();

export function phoneCountryGroups(language: string): PhoneCountryGroups {
  const cached = cache.get(language);
  if (cached) return cached;
  const nameOf = regionNamer(language);
  const option = (country: PhoneCountry): PhoneCountryOption => ({ country, name: nameOf(country), code: callingCodeOf(country) });
  const collator = new Intl.Collator(language);
  const groups = {
    common: SPEC_PHONE_COUNTRIES.map(option),
    all: PHONE_COUNTRIES.map(option).sort((a, b) => collator.compare(a.name, b.name)),
  };
  cache.set(language, groups);
  return groups;
}

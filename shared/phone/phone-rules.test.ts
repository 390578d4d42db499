import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import {
  callingCodeOf,
  defaultPhoneCountry,
  isPhoneCountry,
  isValidComposedPhone,
  isValidForCountry,
  PHONE_COUNTRIES,
  phoneForCountry,
  SPEC_PHONE_COUNTRIES,
  splitStoredPhone,
} from './phone-rules';

describe('phone countries', () => {
  it('knows every country of the metadata, the spec ones among them', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(PHONE_COUNTRIES).toEqual(expect.arrayContaining(['AR', 'US', 'CA', 'GG', 'JP', 'NG']));
    expect(isPhoneCountry('AR')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry(undefined)).toBe(false);
  });

  it('lists the spec countries first, in its order, each with its own code', () => {
    expect(SPEC_PHONE_COUNTRIES.slice(0, 3)).toEqual(['US', 'CA', 'AR']);
    expect(SPEC_PHONE_COUNTRIES.map(callingCodeOf)).toEqual(COUNTRY_CODES.flatMap(({ code, countries }) => countries.map(() => code)));
  });
});

describe('default country', () => {
  it('takes the region of the browser language, else +1 (the United States)', () => {
    expect(defaultPhoneCountry(['es-AR', 'es'])).toBe('AR');
    expect(defaultPhoneCountry(['es', 'es-MX'])).toBe('MX');
    expect(defaultPhoneCountry(['en-GB'])).toBe('GB');
    expect(defaultPhoneCountry(['es'])).toBe('US');
    expect(defaultPhoneCountry(['not a tag'])).toBe('US');
    expect(defaultPhoneCountry([])).toBe('US');
  });
});

describe('validation by country', () => {
  it('accepts a real number of the chosen country, written as people there write it', () => {
    expect(phoneForCountry('11 2233-4455', 'AR')).toBe('+541122334455');
    expect(phoneForCountry('011 15-2345-6789', 'AR')).toBe('+5491123456789');
    expect(phoneForCountry('(305) 555-0199', 'US')).toBe('+13055550199');
    expect(phoneForCountry('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(phoneForCountry('099 123 456', 'UY')).toBe('+59899123456');
  });

  it('refuses a number that has the right length overall but is not one of the country', () => {
    expect(isValidForCountry('11 2233-4455', 'US')).toBe(false);
    expect(isValidForCountry('112 345 678', 'ES')).toBe(false);
    expect(isValidForCountry('555 555 5555', 'US')).toBe(false);
  });

  it('judges by calling code: countries sharing one accept each other numbers, an international one must match', () => {
    expect(isValidForCountry('305 555 0199', 'CA')).toBe(true);
    expect(isValidForCountry('+54 11 2233-4455', 'AR')).toBe(true);
    expect(isValidForCountry('+54 11 2233-4455', 'US')).toBe(false);
  });

  it('reads a number typed with a plus as international, never as a national number of the chosen country', () => {
    // Without the plus, 335647473 would be a valid French national number (+33 3 35 64 74 73), one the user never typed.
    expect(phoneForCountry(' +33 564 7473', 'FR')).toBeNull();
    expect(phoneForCountry('03 35 64 74 73', 'FR')).toBe('+33335647473');
  });

  it('checks a composed phone against its own code', () => {
    expect(isValidComposedPhone('+541122334455')).toBe(true);
    expect(isValidComposedPhone('+5491122334455')).toBe(true);
    expect(isValidComposedPhone('+11122334455')).toBe(false);
    expect(isValidComposedPhone('+999123456789')).toBe(false);
    expect(isValidComposedPhone('541122334455')).toBe(false);
  });
});

describe('splitStoredPhone', () => {
  it('finds the region and national digits of a stored phone', () => {
    expect(splitStoredPhone('+5491122334455', 'US')).toEqual({ country: 'AR', nationalNumber: '91122334455' });
    expect(splitStoredPhone('+16135550123', 'US')).toEqual({ country: 'CA', nationalNumber: '6135550123' });
  });

  it('falls back to the spec list, then to the given region', () => {
    expect(splitStoredPhone('+5411223', 'US')).toEqual({ country: 'AR', nationalNumber: '11223' });
    expect(splitStoredPhone('', 'MX')).toEqual({ country: 'MX', nationalNumber: '' });
  });

  it('fills a +1 number too short to tell the United States from Canada as the United States, not the fallback', () => {
    expect(splitStoredPhone('+1555', 'MX')).toEqual({ country: 'US', nationalNumber: '555' });
  });
});

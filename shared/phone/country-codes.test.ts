import { describe, expect, it } from 'vitest';
import { COMPOSED_PHONE_PATTERN, composePhone, COUNTRY_CODES, DEFAULT_COUNTRY_CODE, digitsOnly, isValidCountryCode, isValidPhoneNumber } from './country-codes';

describe('country codes', () => {
  it('offers the longer spec list with +1 first and as default', () => {
    expect(COUNTRY_CODES.map((entry) => entry.code)).toEqual([
      '+1', '+54', '+34', '+33', '+49', '+39', '+44', '+55', '+52', '+57', '+51', '+56', '+598', '+58', '+591', '+593', '+595',
    ]);
    expect(COUNTRY_CODES[0]?.countries).toEqual(['US', 'CA']);
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
  });

  it('accepts a plus sign and 1 to 4 digits', () => {
    for (const code of ['+1', '+54', '+598', '+1234', ' +54 ']) expect(isValidCountryCode(code)).toBe(true);
    for (const code of ['54', '+', '+12345', '+5a', '']) expect(isValidCountryCode(code)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('counts 6 to 15 digits after stripping everything else', () => {
    expect(digitsOnly('(11) 2233-4455')).toBe('1122334455');
    expect(isValidPhoneNumber('12-34-5')).toBe(false);
    expect(isValidPhoneNumber('12-34-56')).toBe(true);
    expect(isValidPhoneNumber('123 456 789 012 345')).toBe(true);
    expect(isValidPhoneNumber('1234567890123456')).toBe(false);
  });

  it('composes code plus digits', () => {
    expect(composePhone(' +54 ', '11 2233-4455')).toBe('+541122334455');
    expect(composePhone('+1', '(305) 555-0100')).toBe('+13055550100');
  });

  it('recognises a composed phone', () => {
    expect(COMPOSED_PHONE_PATTERN.test('+1123456')).toBe(true);
    expect(COMPOSED_PHONE_PATTERN.test('+123456')).toBe(false);
    expect(COMPOSED_PHONE_PATTERN.test(`+${'1'.repeat(19)}`)).toBe(true);
    expect(COMPOSED_PHONE_PATTERN.test(`+${'1'.repeat(20)}`)).toBe(false);
    expect(COMPOSED_PHONE_PATTERN.test('+54 11')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PersonalInfoSchema, SubscribeRequestSchema } from './subscribe-request-schema';

const personalInfo = {
  fullName: 'Ana Gómez',
  email: 'ana@example.com',
  phoneCountryCode: '+54',
  phoneNumber: '11 2233-4455',
  streetAddress: '100 Biscayne Blvd',
  city: 'Miami',
  stateProvince: 'FL',
  postalCode: '33131',
  country: 'United States',
};
const request = { paymentMethodNonce: 'fake-valid-nonce', planId: 'plus_drop', email: 'Ana@Example.com', personalInfo };

describe('SubscribeRequestSchema', () => {
  it('accepts a full request and any of the plan ids', () => {
    for (const planId of ['drop_basic', 'plus_drop', 'premium_drop', 'basico', 'estandar', 'premium', 'plus']) {
      expect(SubscribeRequestSchema.safeParse({ ...request, planId }).success).toBe(true);
    }
    expect(SubscribeRequestSchema.parse(request).email).toBe('ana@example.com');
  });

  it('refuses an unknown plan with the Invalid plan key', () => {
    const parsed = SubscribeRequestSchema.safeParse({ ...request, planId: 'gold' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('planInvalid');
  });

  it('needs a nonce', () => {
    expect(SubscribeRequestSchema.safeParse({ ...request, paymentMethodNonce: '' }).error?.issues[0]?.path).toEqual(['paymentMethodNonce']);
  });
});

describe('PersonalInfoSchema', () => {
  it('defaults the country code to +1 and leaves apartment, state and birth date optional', () => {
    const parsed = PersonalInfoSchema.parse({ ...personalInfo, phoneCountryCode: undefined, phoneNumber: '305 555 0199', stateProvince: undefined });
    expect(parsed.phoneCountryCode).toBe('+1');
    expect(parsed.apartment).toBe('');
    expect(parsed.stateProvince).toBe('');
    expect(parsed.dateOfBirth).toBeUndefined();
  });

  it('requires full name, e-mail and country', () => {
    for (const field of ['fullName', 'email', 'country'] as const) {
      expect(PersonalInfoSchema.safeParse({ ...personalInfo, [field]: '' }).success).toBe(false);
    }
  });

  it('checks the number for its country code once code and digits pass their own checks', () => {
    const messages = (override: object) => PersonalInfoSchema.safeParse({ ...personalInfo, ...override }).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ phoneCountryCode: '+1' })).toEqual(['phoneNumber:phoneNumberInvalidForCountry']);
    expect(messages({ phoneCountryCode: '+999' })).toEqual(['phoneNumber:phoneNumberInvalidForCountry']);
    expect(messages({ phoneNumber: '123' })).toEqual(['phoneNumber:phoneNumberInvalid']);
    expect(messages({ phoneCountryCode: '54' })).toEqual(['phoneCountryCode:countryCodeInvalid']);
    expect(messages({ phoneCountryCode: '+34', phoneNumber: '612345678' })).toBeUndefined();
  });

  it('takes a complete birth date only', () => {
    expect(PersonalInfoSchema.parse({ ...personalInfo, dateOfBirth: '1990-02-28' }).dateOfBirth).toBe('1990-02-28');
    expect(PersonalInfoSchema.parse({ ...personalInfo, dateOfBirth: '' }).dateOfBirth).toBeUndefined();
    expect(PersonalInfoSchema.safeParse({ ...personalInfo, dateOfBirth: '1990-02' }).success).toBe(false);
  });
});

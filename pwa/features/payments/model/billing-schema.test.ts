import { describe, expect, it } from 'vitest';
import { billingFormSchema, initialBillingValues, splitPhone, toPersonalInfo, type BillingFormValues } from './billing-schema';

const filled: BillingFormValues = {
  fullName: ' Valentina Rossi ',
  email: 'Vale@Example.com',
  phoneCountryCode: '+54',
  phoneNumber: '11 2233-4455',
  streetAddress: 'Av. Corrientes 1234',
  apartment: '',
  city: 'Buenos Aires',
  stateProvince: 'CABA',
  postalCode: 'C1043',
  country: 'AR',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
};

const issues = (values: BillingFormValues, requireAll = false) =>
  billingFormSchema({ requireAll }).safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('billingFormSchema', () => {
  it('accepts complete billing details without a date of birth in onboarding', () => {
    expect(issues(filled)).toEqual([]);
  });

  it('requires the billing fields but not the apartment', () => {
    const empty = { ...filled, fullName: '', email: '', country: '', city: '', phoneNumber: '' };
    expect(issues(empty)).toEqual(['fullName:fieldRequired', 'email:emailRequired', 'phoneNumber:phoneRequired', 'city:fieldRequired', 'country:fieldRequired']);
  });

  it('checks the phone number and the country list', () => {
    expect(issues({ ...filled, phoneNumber: '123' })).toEqual(['phoneNumber:phoneNumberInvalid']);
    expect(issues({ ...filled, country: 'XX' })).toEqual(['country:fieldRequired']);
  });

  it('leaves the state or province optional in onboarding', () => {
    expect(issues({ ...filled, stateProvince: '' })).toEqual([]);
  });

  it('requires the state or province and a real date of birth on the standalone page', () => {
    expect(issues({ ...filled, stateProvince: '' }, true)).toEqual(['stateProvince:fieldRequired', 'birthDay:payment.validation.birthDateIncomplete']);
    expect(issues({ ...filled, birthDay: '31', birthMonth: '2', birthYear: '1990' })).toEqual(['birthDay:payment.validation.birthDateInvalid']);
    expect(issues({ ...filled, birthDay: '1', birthMonth: '2', birthYear: '1990' }, true)).toEqual([]);
  });
});

describe('toPersonalInfo', () => {
  it('trims, lowercases the e-mail, keeps phone digits and leaves out empty optional fields', () => {
    expect(toPersonalInfo(filled)).toEqual({
      fullName: 'Valentina Rossi',
      email: 'vale@example.com',
      phoneCountryCode: '+54',
      phoneNumber: '1122334455',
      streetAddress: 'Av. Corrientes 1234',
      city: 'Buenos Aires',
      stateProvince: 'CABA',
      postalCode: 'C1043',
      country: 'AR',
    });
  });

  it('adds the date of birth once complete', () => {
    expect(toPersonalInfo({ ...filled, birthDay: '5', birthMonth: '11', birthYear: '1985' }).dateOfBirth).toBe('1985-11-05');
  });
});

describe('initial values', () => {
  it('fills name, e-mail and phone from the account', () => {
    const values = initialBillingValues({ first_name: 'Ana', last_name: 'Gómez', email: 'ana@example.com', phone: '+5491122334455' });
    expect(values).toMatchObject({ fullName: 'Ana Gómez', email: 'ana@example.com', phoneCountryCode: '+54', phoneNumber: '91122334455' });
  });

  it('splits a phone on the longest known code', () => {
    expect(splitPhone('+59899123456')).toEqual({ phoneCountryCode: '+598', phoneNumber: '99123456' });
    expect(splitPhone('+13055550123')).toEqual({ phoneCountryCode: '+1', phoneNumber: '3055550123' });
  });
});

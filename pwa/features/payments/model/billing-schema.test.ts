import { describe, expect, it } from 'vitest';
import { billingFormSchema, initialBillingValues, splitPhone, toPersonalInfo, type BillingFormValues } from './billing-schema';

const filled: BillingFormValues = {
  fullName: ' Valentina Rossi ',
  email: 'Vale@Example.com',
  phoneCountry: 'AR',
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
    expect(issues({ ...filled, phoneCountry: 'US' })).toEqual(['phoneNumber:phoneNumberInvalidForCountry']);
    expect(issues({ ...filled, phoneCountry: 'ES', phoneNumber: '612 34 56 78' })).toEqual([]);
    expect(issues({ ...filled, phoneCountry: 'XX' })).toEqual(['phoneCountry:countryCodeInvalid']);
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

  it('sends the calling code and the national digits, dropping a trunk prefix', () => {
    expect(toPersonalInfo({ ...filled, phoneNumber: '011 15-2345-6789' })).toMatchObject({ phoneCountryCode: '+54', phoneNumber: '91123456789' });
    expect(toPersonalInfo({ ...filled, phoneCountry: 'GB', phoneNumber: '07400 123456' })).toMatchObject({ phoneCountryCode: '+44', phoneNumber: '7400123456' });
  });

  it('adds the date of birth once complete', () => {
    expect(toPersonalInfo({ ...filled, birthDay: '5', birthMonth: '11', birthYear: '1985' }).dateOfBirth).toBe('1985-11-05');
  });
});

describe('initial values', () => {
  it('fills name, e-mail and phone from the account', () => {
    const values = initialBillingValues({ first_name: 'Ana', last_name: 'Gómez', email: 'ana@example.com', phone: '+5491122334455' });
    expect(values).toMatchObject({ fullName: 'Ana Gómez', email: 'ana@example.com', phoneCountry: 'AR', phoneNumber: '91122334455' });
  });

  it('splits a stored phone into its country and national digits', () => {
    expect(splitPhone('+59899123456')).toEqual({ phoneCountry: 'UY', phoneNumber: '99123456' });
    expect(splitPhone('+13055550123')).toEqual({ phoneCountry: 'US', phoneNumber: '3055550123' });
    expect(splitPhone('+16135550123')).toEqual({ phoneCountry: 'CA', phoneNumber: '6135550123' });
    expect(splitPhone('+5411223')).toEqual({ phoneCountry: 'AR', phoneNumber: '11223' });
    expect(splitPhone('', 'MX')).toEqual({ phoneCountry: 'MX', phoneNumber: '' });
  });
});

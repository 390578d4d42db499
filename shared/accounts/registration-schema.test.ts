import { describe, expect, it } from 'vitest';
import { composePhone } from '../phone/country-codes';
import { validationMessage } from '../validation/messages';
import { RegisterRequestSchema, RegistrationFormSchema } from './registration-schema';

const valid = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  confirmEmail: 'ana@example.com',
  phoneCountry: 'AR',
  phoneNumber: '11 2233-4455',
  password: 'secret',
  confirmPassword: 'secret',
  acceptTerms: true,
};

const issues = (input: unknown) =>
  RegistrationFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('RegistrationFormSchema', () => {
  it('accepts a valid form', () => {
    expect(issues(valid)).toEqual([]);
  });

  it('reports every empty field with its own key, and only that key', () => {
    const empty = {
      first_name: ' ',
      last_name: '',
      email: '',
      confirmEmail: '',
      phoneCountry: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    };
    expect(issues(empty)).toEqual([
      ['first_name', 'firstNameRequired'],
      ['last_name', 'lastNameRequired'],
      ['email', 'emailRequired'],
      ['phoneCountry', 'phoneRequired'],
      ['phoneNumber', 'phoneRequired'],
      ['password', 'passwordRequired'],
      ['acceptTerms', 'termsRequired'],
    ]);
    expect(issues({})).toContainEqual(['acceptTerms', 'termsRequired']);
  });

  it('checks the e-mail format with the simple pattern', () => {
    expect(issues({ ...valid, email: 'ana@example', confirmEmail: 'ana@example' })).toEqual([['email', 'emailInvalid']]);
    expect(issues({ ...valid, email: 'ana @example.com', confirmEmail: 'ana @example.com' })).toEqual([['email', 'emailInvalid']]);
  });

  it('compares the confirmation e-mail after trimming and lowercasing', () => {
    expect(issues({ ...valid, email: ' Ana@Example.COM ', confirmEmail: 'ana@example.com ' })).toEqual([]);
    expect(issues({ ...valid, confirmEmail: 'ana2@example.com' })).toEqual([['confirmEmail', 'emailsDoNotMatch']]);
  });

  it('needs a password of at least 6 characters', () => {
    expect(issues({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual([['password', 'passwordTooShort']]);
    expect(issues({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual([]);
    expect(issues({ ...valid, confirmPassword: 'secreT' })).toEqual([['confirmPassword', 'passwordsDoNotMatch']]);
  });

  it('keeps the cross-field checks running while another field fails', () => {
    expect(issues({ ...valid, first_name: '', email: '', confirmPassword: 'other1' })).toEqual([
      ['first_name', 'firstNameRequired'],
      ['email', 'emailRequired'],
      ['confirmEmail', 'emailsDoNotMatch'],
      ['confirmPassword', 'passwordsDoNotMatch'],
    ]);
  });

  it('checks the country, the 6-15 digit number, then the number for the chosen country', () => {
    expect(issues({ ...valid, phoneCountry: 'XX' })).toEqual([['phoneCountry', 'phoneRequired']]);
    expect(issues({ ...valid, phoneNumber: '12-345' })).toEqual([['phoneNumber', 'phoneNumberInvalid']]);
    expect(issues({ ...valid, phoneNumber: '1234567890123456' })).toEqual([['phoneNumber', 'phoneNumberInvalid']]);
    expect(issues({ ...valid, phoneNumber: '(12) 3456' })).toEqual([['phoneNumber', 'phoneNumberInvalidForCountry']]);
    expect(issues({ ...valid, phoneCountry: 'US' })).toEqual([['phoneNumber', 'phoneNumberInvalidForCountry']]);
    expect(issues({ ...valid, phoneCountry: 'US', phoneNumber: '(305) 555-0199' })).toEqual([]);
  });

  it('needs the terms accepted', () => {
    expect(issues({ ...valid, acceptTerms: false })).toEqual([['acceptTerms', 'termsRequired']]);
  });

  it('maps the keys to the English texts of the spec', () => {
    expect(
      ['firstNameRequired', 'lastNameRequired', 'emailRequired', 'emailInvalid', 'emailsDoNotMatch', 'passwordRequired', 'passwordTooShort'].map((key) =>
        validationMessage(key),
      ),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please enter a valid email address',
      'Emails do not match',
      'Password is required',
      'Password must be at least 6 characters',
    ]);
    expect(['passwordsDoNotMatch', 'termsRequired', 'phoneRequired', 'countryCodeInvalid', 'phoneNumberInvalid'].map((key) => validationMessage(key))).toEqual([
      'Passwords do not match',
      'You must accept the terms and conditions',
      'Phone is required',
      'Invalid country code (e.g., +54, +1)',
      'Invalid number (6–15 digits)',
    ]);
  });
});

describe('RegisterRequestSchema', () => {
  const body = { first_name: ' Ana ', last_name: 'Pérez', email: ' ANA@Example.com ', password: 'secret', phone: composePhone('+54', '11 2233-4455') };

  it('takes the composed phone and normalises names and e-mail', () => {
    expect(RegisterRequestSchema.parse(body)).toEqual({ ...body, first_name: 'Ana', email: 'ana@example.com', phone: '+541122334455' });
  });

  it('refuses a phone that is not plus, code and digits', () => {
    const messages = (phone: string) => RegisterRequestSchema.safeParse({ ...body, phone }).error?.issues.map((issue) => issue.message);
    expect(messages('')).toEqual(['phoneRequired']);
    expect(messages('541122334455')).toEqual(['phoneNumberInvalid']);
    expect(messages('+54 11 2233')).toEqual(['phoneNumberInvalid']);
    expect(messages('+12345')).toEqual(['phoneNumberInvalid']);
  });

  it('refuses a composed phone that is not a real number of its code', () => {
    const messages = (phone: string) => RegisterRequestSchema.safeParse({ ...body, phone }).error?.issues.map((issue) => issue.message);
    expect(messages('+11122334455')).toEqual(['phoneNumberInvalidForCountry']);
    expect(messages('+999123456789')).toEqual(['phoneNumberInvalidForCountry']);
    expect(messages('+13055550199')).toBeUndefined();
  });

  it('keeps the registration password rule', () => {
    expect(RegisterRequestSchema.safeParse({ ...body, password: '12345' }).error?.issues.map((issue) => issue.message)).toEqual(['passwordTooShort']);
  });
});

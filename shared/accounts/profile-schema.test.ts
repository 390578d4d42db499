import { describe, expect, it } from 'vitest';
import { ProfileFormSchema, ProfileReplaceSchema } from './profile-schema';

const issues = (schema: typeof ProfileFormSchema | typeof ProfileReplaceSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('ProfileReplaceSchema (PUT /api/users/profile)', () => {
  const valid = { first_name: 'Ana', last_name: 'Pérez', phone_country_code: '+54', phone_number: '9 11 2233-4455', language: 'es' };

  it("takes the registration's names and phone, sent as code and number", () => {
    expect(issues(ProfileReplaceSchema, valid)).toEqual([]);
  });

  it('says what is wrong with the phone at its own field, once', () => {
    expect(issues(ProfileReplaceSchema, { ...valid, phone_country_code: '' })).toEqual([['phone_country_code', 'phoneRequired']]);
    expect(issues(ProfileReplaceSchema, { ...valid, phone_country_code: '+1', phone_number: '1122334455' })).toEqual([['phone_number', 'phoneNumberInvalidForCountry']]);
    expect(issues(ProfileReplaceSchema, { ...valid, phone_number: '12' })).toEqual([['phone_number', 'phoneNumberInvalid']]);
  });
});

describe('ProfileFormSchema (the account page)', () => {
  const valid = { first_name: 'Ana', last_name: 'Pérez', phoneCountry: 'AR', phoneNumber: '11 2233-4455', language: 'en' };

  it('checks the number against the region chosen beside it', () => {
    expect(issues(ProfileFormSchema, valid)).toEqual([]);
    expect(issues(ProfileFormSchema, { ...valid, phoneCountry: 'US' })).toEqual([['phoneNumber', 'phoneNumberInvalidForCountry']]);
    expect(issues(ProfileFormSchema, { ...valid, first_name: ' ', language: 'fr' })).toEqual([
      ['first_name', 'firstNameRequired'],
      ['language', 'invalidRequest'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BusinessDetailsSchema, isHttpsUrlOrEmpty } from './business-details-schema';
import { telLink } from './contact-links';

const valid = {
  support_email: ' Hola@MiamiDrop.com ',
  support_phone: ' +1 (305) 555-0148 ',
  street_address: ' 2750 NW 82nd Ave, Doral, FL 33122 ',
  instagram_url: 'https://www.instagram.com/miamidrop',
  facebook_url: '',
};
const messagesOf = (input: unknown) => BusinessDetailsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('BusinessDetailsSchema', () => {
  it('trims every field and lowercases the e-mail', () => {
    expect(BusinessDetailsSchema.parse(valid)).toEqual({
      support_email: 'hola@miamidrop.com',
      support_phone: '+1 (305) 555-0148',
      street_address: '2750 NW 82nd Ave, Doral, FL 33122',
      instagram_url: 'https://www.instagram.com/miamidrop',
      facebook_url: '',
    });
  });

  it('requires a valid support e-mail', () => {
    expect(messagesOf({ ...valid, support_email: '  ' })).toEqual([['support_email', 'emailRequired']]);
    expect(messagesOf({ ...valid, support_email: 'soporte@' })).toEqual([['support_email', 'emailInvalid']]);
  });

  it('limits the phone to 40 characters and the street to 200', () => {
    expect(BusinessDetailsSchema.safeParse({ ...valid, support_phone: '1'.repeat(40), street_address: 'a'.repeat(200) }).success).toBe(true);
    expect(messagesOf({ ...valid, support_phone: '1'.repeat(41) })).toEqual([['support_phone', 'fieldTooLong']]);
    expect(messagesOf({ ...valid, street_address: 'a'.repeat(201) })).toEqual([['street_address', 'fieldTooLong']]);
  });

  it("takes '' or an https link of at most 300 characters for the social profiles", () => {
    expect(messagesOf({ ...valid, instagram_url: 'http://instagram.com/miamidrop' })).toEqual([['instagram_url', 'urlInvalid']]);
    expect(messagesOf({ ...valid, facebook_url: 'javascript:alert(1)' })).toEqual([['facebook_url', 'urlInvalid']]);
    expect(messagesOf({ ...valid, facebook_url: `https://facebook.com/${'a'.repeat(280)}` })).toEqual([['facebook_url', 'fieldTooLong']]);
  });

  it('requires every field, so nothing resets by omission', () => {
    const { street_address: _omitted, ...rest } = valid;
    expect(messagesOf(rest)).toEqual([['street_address', 'invalidRequest']]);
  });
});

describe('isHttpsUrlOrEmpty', () => {
  it('accepts an empty value and absolute https links with a host', () => {
    expect(isHttpsUrlOrEmpty('')).toBe(true);
    expect(isHttpsUrlOrEmpty('https://facebook.com/miamidrop')).toBe(true);
    expect(isHttpsUrlOrEmpty('https://localhost/x')).toBe(false);
    expect(isHttpsUrlOrEmpty('instagram.com/miamidrop')).toBe(false);
    expect(isHttpsUrlOrEmpty('ftp://example.com')).toBe(false);
  });
});

describe('telLink', () => {
  it('keeps digits and one leading plus, dropping a plus anywhere else', () => {
    expect(telLink('+1 (305) 555-0148')).toBe('tel:+13055550148');
    expect(telLink('305 555 0148 ext')).toBe('tel:3055550148');
    expect(telLink(' - ')).toBeNull();
    expect(telLink('305+555+0148')).toBe('tel:3055550148');
  });
});

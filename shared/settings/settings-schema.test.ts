import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  PaymentProviderSettingSchema,
  RegistrationSettingSchema,
  SettingsSchema,
  WhatsappSettingSchema,
} from './settings-schema';
import { normalizeWhatsappNumber, whatsappChatUrl } from './contact-links';

describe('settings defaults', () => {
  it('allows registration and uses braintree unless told otherwise', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      allow_user_registration: true,
      pickup_slot_capacity: 6,
      payment_provider: 'braintree',
      whatsapp_number: '',
      support_email: '',
      support_phone: '',
      street_address: '',
      instagram_url: '',
      facebook_url: '',
    });
    expect(SettingsSchema.parse({ allow_user_registration: false })).toEqual({ ...DEFAULT_SETTINGS, allow_user_registration: false });
  });

  it('requires the field in each update body, so nothing resets by omission', () => {
    expect(RegistrationSettingSchema.parse({ allow_user_registration: false })).toEqual({ allow_user_registration: false });
    expect(RegistrationSettingSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(['invalidRequest']);
    expect(WhatsappSettingSchema.safeParse({}).success).toBe(false);
    expect(PaymentProviderSettingSchema.safeParse({}).success).toBe(false);
  });

  it('accepts only braintree and paypal as provider', () => {
    expect(PaymentProviderSettingSchema.parse({ provider: 'paypal' })).toEqual({ provider: 'paypal' });
    const result = PaymentProviderSettingSchema.safeParse({ provider: 'stripe' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['paymentProviderInvalid']);
    expect(SettingsSchema.safeParse({ payment_provider: 'stripe' }).success).toBe(false);
  });

  it('refuses a non-boolean registration flag', () => {
    expect(RegistrationSettingSchema.safeParse({ allow_user_registration: 'yes' }).success).toBe(false);
  });

  it('keeps the whatsapp number as a trimmed string', () => {
    expect(WhatsappSettingSchema.parse({ whatsapp_number: ' +1 305-555-0100 ' })).toEqual({ whatsapp_number: '+1 305-555-0100' });
  });
});

describe('normalizeWhatsappNumber', () => {
  it('removes whitespace and hyphens', () => {
    expect(normalizeWhatsappNumber('+1 305-555 0100')).toBe('+13055550100');
    expect(normalizeWhatsappNumber('\t+54 9 11-2233-4455\n')).toBe('+5491122334455');
  });

  it('gives null (no button) for an empty result', () => {
    expect(normalizeWhatsappNumber(' - - ')).toBeNull();
    expect(normalizeWhatsappNumber('')).toBeNull();
    expect(normalizeWhatsappNumber(null)).toBeNull();
    expect(normalizeWhatsappNumber(undefined)).toBeNull();
  });

  it('builds the chat link without the plus sign', () => {
    expect(whatsappChatUrl('+13055550100')).toBe('https://wa.me/13055550100');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  PaymentProviderSettingSchema,
  PickupSettingsSchema,
  RegistrationSettingSchema,
  SettingsSchema,
  WhatsappSettingSchema,
} from './settings-schema';
import { normalizeWhatsappNumber, whatsappChatUrl } from './contact-links';

describe('settings defaults', () => {
  it('allows registration and uses braintree unless told otherwise', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      allow_user_registration: true,
      delivery_handling_fee_cents: 500,
      trip_receiving_margin_days: 1,
      storage_policy: { extension_cents_per_day: 50, overstay_grace_days: 3, overstay_fee_cents_per_day: 100, disposal_after_days: 60 },
      missing_parcel_business_hours: 8,
      pickup_slot_capacity: 6,
      flexible_pickup_windows: [
        { weekdays: [6], from: '09:00', to: '13:00' },
        { weekdays: [1, 2, 3, 4, 5], from: '17:30', to: '19:00' },
      ],
      payment_provider: 'braintree',
      whatsapp_number: '',
      support_email: '',
      support_phone: '',
      street_address: '',
      instagram_url: '',
      facebook_url: '',
      support_response_hours: { vip: 2, priority: 8, standard: 24 },
    });
    expect(SettingsSchema.parse({ allow_user_registration: false })).toEqual({ ...DEFAULT_SETTINGS, allow_user_registration: false });
  });

  it('checks the pickup settings: places per slot and windows of real days and half hours in order', () => {
    const issues = (body: unknown) => PickupSettingsSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const window = { weekdays: [6, 1, 6], from: '09:00', to: '13:00' };
    expect(PickupSettingsSchema.parse({ pickup_slot_capacity: 4, flexible_pickup_windows: [window] }).flexible_pickup_windows).toEqual([
      { weekdays: [1, 6], from: '09:00', to: '13:00' },
    ]);
    expect(PickupSettingsSchema.parse({ pickup_slot_capacity: 4, flexible_pickup_windows: [] }).flexible_pickup_windows).toEqual([]);
    expect(issues({ pickup_slot_capacity: 4, flexible_pickup_windows: [{ ...window, weekdays: [] }] })).toEqual([['flexible_pickup_windows.0.weekdays', 'pickupWindowDaysRequired']]);
    expect(issues({ pickup_slot_capacity: 4, flexible_pickup_windows: [{ ...window, weekdays: [7] }] })).toEqual([['flexible_pickup_windows.0.weekdays.0', 'invalidRequest']]);
    expect(issues({ pickup_slot_capacity: 4, flexible_pickup_windows: [{ ...window, to: '08:30' }] })).toEqual([['flexible_pickup_windows.0.to', 'pickupWindowOrder']]);
    expect(issues({ pickup_slot_capacity: 4, flexible_pickup_windows: [{ ...window, from: '09:15' }] })).toEqual([['flexible_pickup_windows.0.from', 'pickupTimeInvalid']]);
    expect(issues({ pickup_slot_capacity: 0, flexible_pickup_windows: [] })).toEqual([['pickup_slot_capacity', 'invalidRequest']]);
    expect(issues({ pickup_slot_capacity: 4 })).toEqual([['flexible_pickup_windows', 'invalidRequest']]);
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

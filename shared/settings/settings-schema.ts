import { z } from 'zod';
import { msg } from '../validation/message-options';
import { BusinessDetailsSchema } from './business-details-schema';
import { DEFAULT_PAYMENT_PROVIDER } from './payment-providers';
import { PaymentProviderSchema } from './payment-provider-schema';

export { PAYMENT_PROVIDERS, DEFAULT_PAYMENT_PROVIDER, CARD_PAYMENT_PROVIDER, type PaymentProvider } from './payment-providers';

export const DEFAULT_ALLOW_USER_REGISTRATION = true;
/** Pickups one half-hour slot takes (beyond the spec: the counter has room for this many at once). */
export const DEFAULT_PICKUP_SLOT_CAPACITY = 6;
export const PICKUP_SLOT_CAPACITY_MAX = 100;
export const WHATSAPP_NUMBER_MAX_LENGTH = 32;

const WhatsappNumberSchema = z.string(msg('invalidRequest')).trim().max(WHATSAPP_NUMBER_MAX_LENGTH, msg('fieldTooLong'));

// The update bodies require their field: a missing value must not silently reset a setting.
/** POST settings/registration */
export const RegistrationSettingSchema = z.object({ allow_user_registration: z.boolean(msg('invalidRequest')) });
export type RegistrationSetting = z.infer<typeof RegistrationSettingSchema>;

/** POST settings/whatsapp (superadmin only) */
export const WhatsappSettingSchema = z.object({ whatsapp_number: WhatsappNumberSchema });
export type WhatsappSetting = z.infer<typeof WhatsappSettingSchema>;

/** POST payments provider */
export const PaymentProviderSettingSchema = z.object({ provider: PaymentProviderSchema });
export type PaymentProviderSetting = z.infer<typeof PaymentProviderSettingSchema>;

/** All system settings as stored, each with its default when absent. */
export const SettingsSchema = z.object({
  allow_user_registration: z.boolean().default(DEFAULT_ALLOW_USER_REGISTRATION),
  pickup_slot_capacity: z.number().int().min(1).max(PICKUP_SLOT_CAPACITY_MAX).default(DEFAULT_PICKUP_SLOT_CAPACITY),
  payment_provider: PaymentProviderSchema.default(DEFAULT_PAYMENT_PROVIDER),
  whatsapp_number: WhatsappNumberSchema.default(''),
  /** '' means the configured SUPPORT_EMAIL. */
  support_email: z.string().default(''),
  support_phone: BusinessDetailsSchema.shape.support_phone.default(''),
  street_address: BusinessDetailsSchema.shape.street_address.default(''),
  instagram_url: BusinessDetailsSchema.shape.instagram_url.default(''),
  facebook_url: BusinessDetailsSchema.shape.facebook_url.default(''),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

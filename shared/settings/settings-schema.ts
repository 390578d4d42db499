import { z } from 'zod';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS } from '../pickup/pickup-hours';
import { PickupWindowsSchema } from '../pickup/pickup-window-schema';
import { msg } from '../validation/message-options';
import { BusinessDetailsSchema } from './business-details-schema';
import { DEFAULT_PAYMENT_PROVIDER } from './payment-providers';
import { PaymentProviderSchema } from './payment-provider-schema';
import { DEFAULT_SUPPORT_RESPONSE_HOURS, SupportResponseHoursSchema } from './support-response-schema';
import { DEFAULT_DELIVERY_HANDLING_FEE_CENTS, DeliverySettingsSchema } from '../deliveries/delivery-schema';
import { DEFAULT_MISSING_PARCEL_BUSINESS_HOURS, MissingParcelSettingsSchema } from '../receiving/missing-parcel-settings-schema';
import { DEFAULT_STORAGE_POLICY, StoragePolicySchema } from '../storage/storage-policy-schema';
import { DEFAULT_TRIP_RECEIVING_MARGIN_DAYS, TripSettingsSchema } from '../trips/trip-settings-schema';

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

const PickupSlotCapacitySchema = z
  .number(msg('invalidRequest'))
  .int(msg('invalidRequest'))
  .min(1, msg('invalidRequest'))
  .max(PICKUP_SLOT_CAPACITY_MAX, msg('invalidRequest'));

/** POST settings/pickup: the places per slot and the Premium plan's extra pickup windows. */
export const PickupSettingsSchema = z.object({ pickup_slot_capacity: PickupSlotCapacitySchema, flexible_pickup_windows: PickupWindowsSchema });
export type PickupSettings = z.infer<typeof PickupSettingsSchema>;

/** All system settings as stored, each with its default when absent. */
export const SettingsSchema = z.object({
  allow_user_registration: z.boolean().default(DEFAULT_ALLOW_USER_REGISTRATION),
  pickup_slot_capacity: PickupSlotCapacitySchema.default(DEFAULT_PICKUP_SLOT_CAPACITY),
  flexible_pickup_windows: PickupWindowsSchema.default(() => DEFAULT_FLEXIBLE_PICKUP_WINDOWS.map((window) => ({ ...window, weekdays: [...window.weekdays] }))),
  payment_provider: PaymentProviderSchema.default(DEFAULT_PAYMENT_PROVIDER),
  whatsapp_number: WhatsappNumberSchema.default(''),
  /** '' means the configured SUPPORT_EMAIL. */
  support_email: z.string().default(''),
  support_phone: BusinessDetailsSchema.shape.support_phone.default(''),
  street_address: BusinessDetailsSchema.shape.street_address.default(''),
  instagram_url: BusinessDetailsSchema.shape.instagram_url.default(''),
  facebook_url: BusinessDetailsSchema.shape.facebook_url.default(''),
  /** Hours support promises to answer within, by the sender's tier (docs/decisions/162). */
  support_response_hours: SupportResponseHoursSchema.default(() => ({ ...DEFAULT_SUPPORT_RESPONSE_HOURS })),
  /** Added to every carrier rate of a delivery (docs/decisions/166). */
  delivery_handling_fee_cents: DeliverySettingsSchema.shape.handling_fee_cents.default(DEFAULT_DELIVERY_HANDLING_FEE_CENTS),
  /** Days between the carrier's delivery and a parcel ready to collect, for a trip's forecast (docs/decisions/174). */
  trip_receiving_margin_days: TripSettingsSchema.shape.receiving_margin_days.default(DEFAULT_TRIP_RECEIVING_MARGIN_DAYS),
  /** The price of extra storage days and the overstay policy (docs/decisions/176). */
  storage_policy: StoragePolicySchema.default(() => ({ ...DEFAULT_STORAGE_POLICY })),
  /** Business hours after the carrier's delivery before an unreceived parcel is looked for (docs/decisions/177). */
  missing_parcel_business_hours: MissingParcelSettingsSchema.shape.business_hours.default(DEFAULT_MISSING_PARCEL_BUSINESS_HOURS),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';
import { NAME_MAX_LENGTH } from '../validation/limits';
import { msg, msgUnlessEmpty } from '../validation/message-options';
import { deliveryPhone } from './delivery-phone';
import { isUsStateCode, US_STATE_CODES } from './us-states';
import { VERIFICATION_STATUSES } from './verification-statuses';
export { ADDRESS_MESSAGES } from './address-messages';

/** Carriers print about 35 characters of a street line; a little more is taken and left to them to shorten. */
export const STREET_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const ADDRESS_PHONE_MAX_LENGTH = 40;
/** 33139 or ZIP+4 33139-2845. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

const requiredText = (maxLength: number, tooLong: Parameters<typeof msg>[0] = 'fieldTooLong') =>
  z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).max(maxLength, msg(tooLong));

/** The part of an address a carrier may correct: everything but who receives it and their phone. */
export const CorrectableFieldsSchema = z.object({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type CorrectableFields = z.infer<typeof CorrectableFieldsSchema>;

/** POST /api/addresses and PUT /api/addresses/{id}: an address in the United States (docs/decisions/163). */
export const DeliveryAddressInputSchema = z.object({
  /** Who receives the parcel: the traveller, or the hotel's or friend's name "c/o". */
  name: requiredText(NAME_MAX_LENGTH, 'nameTooLong'),
  street1: requiredText(STREET_MAX_LENGTH),
  /** Apartment, suite, room: '', null or absent are stored as null. */
  street2: z
    .string()
    .trim()
    .max(STREET_MAX_LENGTH, msg('fieldTooLong'))
    .nullish()
    .transform((value) => (value ? value : null)),
  city: requiredText(CITY_MAX_LENGTH),
  state: z
    .string(msg('stateInvalid'))
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, msg('stateInvalid'))
    .transform((state) => state as (typeof US_STATE_CODES)[number]),
  zip: z.string(msg('fieldRequired')).trim().min(1, msg('fieldRequired')).regex(ZIP_PATTERN, msgUnlessEmpty('zipInvalid')),
  phone: z
    .string(msg('phoneRequired'))
    .trim()
    .min(1, msg('phoneRequired'))
    .max(ADDRESS_PHONE_MAX_LENGTH, msg('phoneTooLong'))
    .refine((phone) => deliveryPhone(phone) !== null, msgUnlessEmpty('deliveryPhoneInvalid'))
    .transform((phone) => deliveryPhone(phone) ?? phone),
});
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInputSchema>;
/** What the form holds before the schema reads it. */
export type DeliveryAddressFormValues = z.input<typeof DeliveryAddressInputSchema>;

export { VERIFICATION_STATUSES, type VerificationStatus } from './verification-statuses';

/** A delivery address as the API returns it. */
export const DeliveryAddressSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  country: z.literal('US'),
  is_primary: z.boolean(),
  /** The carrier found it as typed (verified), or found it and suggests `suggested_correction` (the customer accepts it). */
  verification_status: z.enum(VERIFICATION_STATUSES),
  suggested_correction: CorrectableFieldsSchema.nullable(),
  verified_at: IsoDateTimeSchema,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** GET /api/addresses: the customer's addresses (primary first, then oldest first) and what their plan allows now. */
export const DeliveryAddressListSchema = z.object({
  addresses: z.array(DeliveryAddressSchema),
  delivery_enabled: z.boolean(),
  max_delivery_addresses: z.number().int().nonnegative(),
  can_add_address: z.boolean(),
});
export type DeliveryAddressList = z.infer<typeof DeliveryAddressListSchema>;

export const DeliveryAddressAnswerSchema = z.object({ address: DeliveryAddressSchema, message: z.string() });
export const PrimaryDeliveryAddressSchema = z.object({ address: DeliveryAddressSchema });

import { z } from 'zod';
import { msg } from '../validation/message-options';
import { OpeningHoursSchema } from './opening-hours-schema';
export { WAREHOUSE_MESSAGES } from './warehouse-messages';

export const DEFAULT_WAREHOUSE_COUNTRY = 'United States';
export const WAREHOUSE_TEXT_MAX_LENGTH = 200;
export const WAREHOUSE_NOTES_MAX_LENGTH = 1000;

const requiredText = z
  .string(msg('fieldRequired'))
  .trim()
  .min(1, msg('fieldRequired'))
  .max(WAREHOUSE_TEXT_MAX_LENGTH, msg('fieldTooLong'));

/** Optional text: '', null or absent are stored as null. */
const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, msg('fieldTooLong'))
    .nullish()
    .transform((value) => (value ? value : null));

/** POST and PUT warehouse address bodies (part 2 sections 3 and 7). */
export const WarehouseAddressInputSchema = z.object({
  name: requiredText,
  street_address: requiredText,
  city: requiredText,
  state: requiredText,
  postal_code: requiredText,
  country: optionalText(WAREHOUSE_TEXT_MAX_LENGTH).transform((country) => country ?? DEFAULT_WAREHOUSE_COUNTRY),
  contact_person: optionalText(WAREHOUSE_TEXT_MAX_LENGTH),
  phone: optionalText(WAREHOUSE_TEXT_MAX_LENGTH),
  /** Gate or building code. */
  access_code: optionalText(WAREHOUSE_TEXT_MAX_LENGTH),
  notes: optionalText(WAREHOUSE_NOTES_MAX_LENGTH),
  /** Only one address is meant to be active; activating one deactivates the others. */
  is_active: z.boolean().default(false),
  /** Left out: a new address gets the spec's pickup hours, an edited one keeps its own. */
  opening_hours: OpeningHoursSchema.optional(),
});
export type WarehouseAddressInput = z.infer<typeof WarehouseAddressInputSchema>;

/** An address as the API returns it. */
export const WarehouseAddressSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  access_code: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  /** When the counter is open, Monday to Sunday, New York time: what the warehouse shows customers. */
  opening_hours: OpeningHoursSchema,
});
export type WarehouseAddress = z.infer<typeof WarehouseAddressSchema>;

/** The active address cannot be deleted. */
export const canDeleteWarehouseAddress = (address: Pick<WarehouseAddress, 'is_active'>) => !address.is_active;
/** Activate is offered only on inactive addresses. */
export const canActivateWarehouseAddress = (address: Pick<WarehouseAddress, 'is_active'>) => !address.is_active;

export const WarehouseAddressListSchema = z.object({ warehouse_addresses: z.array(WarehouseAddressSchema) });
export const WarehouseAddressAnswerSchema = z.object({ warehouse_address: WarehouseAddressSchema, message: z.string() });

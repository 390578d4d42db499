import { CorrectableFieldsSchema, type CorrectableFields, type DeliveryAddress } from '../../../shared/addresses/delivery-address-schema';
import { DELIVERY_COUNTRY } from '../../../shared/addresses/us-states';
import type { DeliveryAddressRow } from '../../db/tables';

/** The stored suggestion, or null when there is none (or it no longer reads as one). */
export function suggestionOf(row: Pick<DeliveryAddressRow, 'suggestedCorrection'>): CorrectableFields | null {
  if (!row.suggestedCorrection) return null;
  try {
    return CorrectableFieldsSchema.parse(JSON.parse(row.suggestedCorrection));
  } catch {
    return null;
  }
}

export const toDeliveryAddress = (row: DeliveryAddressRow): DeliveryAddress => ({
  id: row.id,
  name: row.name,
  street1: row.street1,
  street2: row.street2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone,
  country: DELIVERY_COUNTRY,
  is_primary: row.isPrimary,
  verification_status: row.verificationStatus,
  suggested_correction: suggestionOf(row),
  verified_at: row.verifiedAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

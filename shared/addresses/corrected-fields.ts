// No zod: the address list imports this, and the schemas load with the form (decision 101).
import type { CorrectableFields } from './delivery-address-schema';

export const CORRECTABLE_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const satisfies readonly (keyof CorrectableFields)[];

/** The fields of an address that differ from the carrier's suggestion (to mark them). */
export function correctedFields(address: CorrectableFields, suggestion: CorrectableFields): (keyof CorrectableFields)[] {
  return CORRECTABLE_FIELDS.filter((key) => (address[key] ?? '') !== (suggestion[key] ?? ''));
}

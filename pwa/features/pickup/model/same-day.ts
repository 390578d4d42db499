import { SameDayRefusalSchema, type SameDayPickup } from '@shared/pickup/pickup-schema';
import { PICKUP_PACKAGE_IDS_MAX } from '@shared/pickup/pickup-slots';

/** The customer's pickup named by a 409 "already a pickup that day" (decision 184); null for any other answer. */
export function sameDayPickupOf(body: unknown): SameDayPickup | null {
  const parsed = SameDayRefusalSchema.safeParse(body);
  return parsed.success ? parsed.data.existing_pickup : null;
}

/** The day's pickup's packages with these added, in order and once each (PUT /pickup/{id}/packages takes the whole list). */
export const withPackagesAdded = (pickup: Pick<SameDayPickup, 'package_ids'>, added: readonly number[]): number[] =>
  [...new Set([...pickup.package_ids, ...added])].slice(0, PICKUP_PACKAGE_IDS_MAX);

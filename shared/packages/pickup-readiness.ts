// No zod here: the dashboard's first paint counts these (decision 101).
import { canChooseForPickup, normalizeStatus } from './package-status-rules';

type DeliveryFields = { delivery_status?: string | null };

/**
 * "Ready for pickup" (part 2 section 4, decision 185): a pickup is booked for it (delivery_status scheduled), the
 * package status labelled READY FOR PICKUP. The one meaning of the words on every tab.
 */
export const isReadyForPickup = (pkg: DeliveryFields) => normalizeStatus(pkg.delivery_status) === 'scheduled';

/** At the warehouse with no pickup booked yet: what a new pickup can take ("at the warehouse" on every tab). */
export const isAwaitingPickupBooking = (pkg: DeliveryFields) => canChooseForPickup(pkg);

export interface PickupReadiness {
  /** Received, no pickup booked yet. */
  atWarehouse: number;
  /** A pickup booked: ready for pickup. */
  ready: number;
}

/** The counts every tab shows under those words, from one list of the customer's packages. */
export function pickupReadiness(packages: readonly DeliveryFields[]): PickupReadiness {
  let atWarehouse = 0;
  let ready = 0;
  for (const pkg of packages) {
    if (isReadyForPickup(pkg)) ready += 1;
    else if (isAwaitingPickupBooking(pkg)) atWarehouse += 1;
  }
  return { atWarehouse, ready };
}

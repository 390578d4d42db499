import type { Delivery } from '@shared/deliveries/delivery-schema';
import { isOpenDelivery } from '@shared/deliveries/delivery-stages';
import type { Package } from '@shared/packages/package-schema';

/** The packages a delivery not yet handed to the carrier holds: they cannot be requested again. */
export function packagesInOpenDeliveries(deliveries: readonly Pick<Delivery, 'status' | 'packages'>[]): Set<number> {
  return new Set(deliveries.filter((delivery) => isOpenDelivery(delivery.status)).flatMap((delivery) => delivery.packages.map((pkg) => pkg.id)));
}

/**
 * What the request flow offers: packages waiting at the warehouse (received, not booked on a pickup) and in no open
 * delivery. One without its weight is offered too: the server refuses it with its own text, which says what to do.
 */
export function choosablePackages(packages: readonly Package[], deliveries: readonly Pick<Delivery, 'status' | 'packages'>[]): Package[] {
  const held = packagesInOpenDeliveries(deliveries);
  return packages.filter((pkg) => pkg.delivery_status === 'received' && !held.has(pkg.id));
}

/** Received packages left out because an open delivery holds them (said beside the list, so none seems lost). */
export function heldByOpenDeliveries(packages: readonly Package[], deliveries: readonly Pick<Delivery, 'status' | 'packages'>[]): number {
  const held = packagesInOpenDeliveries(deliveries);
  return packages.filter((pkg) => pkg.delivery_status === 'received' && held.has(pkg.id)).length;
}

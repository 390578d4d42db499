import type { Package } from '@shared/packages/package-schema';
import { canChooseForPickup } from '@shared/packages/package-status';
import type { Pickup } from '@shared/pickup/pickup-schema';

/** Only packages received at the warehouse can go on a pickup (part 2 section 4). */
export const readyForPickup = (packages: readonly Package[]) => packages.filter(canChooseForPickup);

/** The dialog starts with every ready package ticked: most customers collect everything at once. */
export const defaultPackageSelection = (packages: readonly Package[]) => readyForPickup(packages).map((pkg) => pkg.id);

export interface PickupPackage {
  id: number;
  /** null when the package is not in the list held (e.g. not loaded yet). */
  title: string | null;
}

/** The pickup's packages with their titles, in the pickup's order. */
export function packagesOfPickup(pickup: Pick<Pickup, 'package_ids'>, packages: readonly Package[]): PickupPackage[] {
  const byId = new Map(packages.map((pkg) => [pkg.id, pkg]));
  return pickup.package_ids.map((id) => ({ id, title: byId.get(id)?.title ?? null }));
}

/** What a booked pickup's packages can be: its own (ticked) and the packages ready for pickup (to tick in), its own first. */
export const choosableForPickup = (pickup: Pick<Pickup, 'package_ids'>, packages: readonly Package[]) => [
  ...packages.filter((pkg) => pickup.package_ids.includes(pkg.id)),
  ...readyForPickup(packages).filter((pkg) => !pickup.package_ids.includes(pkg.id)),
];

/** Whether two lists of package ids hold the same packages, whatever the order. */
export const samePackages = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Scheduled pickups soonest first. */
export const sortPickupsBySlot = <T extends Pick<Pickup, 'pickup_date' | 'pickup_time'>>(pickups: readonly T[]) =>
  [...pickups].sort((a, b) => `${a.pickup_date} ${a.pickup_time}`.localeCompare(`${b.pickup_date} ${b.pickup_time}`));

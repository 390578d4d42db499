import type { Package, PackageDetail } from '@shared/packages/package-schema';

/**
 * In the warehouse's hands (received, and whatever came after): the package shows its receipt, its weight and its
 * photo, not the carrier's last state nor its estimated delivery, which are history once it arrived (decision 185).
 */
export const isAtWarehouse = (pkg: Pick<Package, 'delivery_status'>) => pkg.delivery_status !== 'pending';

/** The photo taken when it was received: the warehouse's first. */
export const arrivalPhoto = (pkg: Pick<PackageDetail, 'photos'>) => pkg.photos[0] ?? null;

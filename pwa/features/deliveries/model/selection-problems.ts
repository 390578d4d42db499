import { DELIVERY_PACKAGES_MAX } from '@shared/deliveries/delivery-schema';
import type { ValidationMessageKey } from '@shared/validation/messages';

export interface SelectionProblems {
  /** The validation message of the packages chosen, as the server's schema words it. */
  packages?: Extract<ValidationMessageKey, 'deliveryPackagesRequired' | 'deliveryTooManyPackages'>;
  address?: true;
}

/** What keeps the rates from being asked for: no package, more than a box holds, or no address. */
export function selectionProblems(packageIds: readonly number[], addressId: number | null): SelectionProblems | null {
  const problems: SelectionProblems = {};
  if (packageIds.length === 0) problems.packages = 'deliveryPackagesRequired';
  else if (packageIds.length > DELIVERY_PACKAGES_MAX) problems.packages = 'deliveryTooManyPackages';
  if (addressId === null) problems.address = true;
  return problems.packages || problems.address ? problems : null;
}
